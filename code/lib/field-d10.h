/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* The binary64 instance: ten double limbs at positions ceil(22.4 i). */
#ifndef FP224_FIELD_D10_H
#define FP224_FIELD_D10_H
#ifndef FE_LIMB
#define FE_LIMB double
#endif
#define FE_SCALAR double
#define FE_N 10
#define FE_PREC 53
#define FE_MANT_DIG DBL_MANT_DIG
#define FE_NO_EXCESS 1
#ifndef FE_NAME
#define FE_NAME(x) fp224_d10_##x
#endif
#include "field.h"
#endif
