/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* The x87 instance: eight long double limbs at positions 28 i. */
#ifndef FP224_FIELD_X87_H
#define FP224_FIELD_X87_H
#define FE_LIMB long double
#define FE_SCALAR long double
#define FE_N 8
#define FE_PREC 64
#define FE_MANT_DIG LDBL_MANT_DIG
#define FE_NO_EXCESS 0
#ifndef FE_NAME
#define FE_NAME(x) fp224_x87_##x
#endif
#include "field.h"
#endif
