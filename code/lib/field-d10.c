/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* The binary64 instance of the field arithmetic. */
#include "field-d10.h"
#include "field-impl.h"
