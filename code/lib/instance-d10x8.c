/* Generated from book/65-simd.nw by notangle; edit the book, not this file. */
/* The eight-lane AVX-512 instance, for batches. */
#include "field-d10x8.h"
#include <stddef.h>
#include <string.h>
#include "field-impl.h"
#include "curve.h"
#include "curve-impl.h"
#include "base-impl.h"
#include "api-impl.h"
