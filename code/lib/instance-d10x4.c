/* Generated from book/65-simd.nw by notangle; edit the book, not this file. */
/* The four-lane AVX2 instance, for batches. */
#include "field-d10x4.h"
#include <stddef.h>
#include <string.h>
#include "field-impl.h"
#include "curve.h"
#include "curve-impl.h"
#include "base-impl.h"
#include "api-impl.h"
