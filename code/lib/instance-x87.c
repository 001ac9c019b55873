/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* The x87 long-double instance, whole, for INSTANCE=x87 builds. */
#include "field-x87.h"
#include <stddef.h>
#include <string.h>
#include "field-impl.h"
#include "curve.h"
#include "curve-impl.h"
#include "base-impl.h"
#include "api-impl.h"
