/* Generated from book/40-curve.nw by notangle; edit the book, not this file. */
/* The binary64 instance of the point arithmetic and scalar multiplication. */
#include "field-d10.h"
#include "curve.h"
#include "curve-impl.h"
