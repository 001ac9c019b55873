/* Generated from book/50-scalarmult.nw by notangle; edit the book, not this file. */
/* The binary64 instance of fixed-base scalar multiplication. */
#include <stddef.h>
#include <string.h>
#include "field-d10.h"
#include "curve.h"
#include "base-impl.h"
