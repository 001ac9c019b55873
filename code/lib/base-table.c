/* Generated from book/50-scalarmult.nw by notangle; edit the book, not this file. */
/* The table of multiples of the base point, shared by every instance. */
#include "hidden.h"
FP224_HIDDEN extern const unsigned char fp224_base_table[46][16][56];
#include "fp224-basetable.h"
