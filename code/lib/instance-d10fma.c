/* Generated from book/65-simd.nw by notangle; edit the book, not this file. */
/* The binary64 instance compiled for x86-64-v3 (FMA), for single calls. */
#define FE_NAME(x) fp224_d10fma_##x
#include "field-d10.h"
#include <stddef.h>
#include <string.h>
#include "field-impl.h"
#include "curve.h"
#include "curve-impl.h"
#include "base-impl.h"
#include "api-impl.h"
