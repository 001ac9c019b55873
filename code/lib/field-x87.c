/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* The x87 instance of the field arithmetic. */
#include "field-x87.h"
#include "field-impl.h"
