/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* The entry points' work on the binary64 instance. */
#include "field-d10.h"
#include "curve.h"
#include "api-impl.h"
