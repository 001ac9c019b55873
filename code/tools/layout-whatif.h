/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* A hypothetical layout for fp224-layout's comparison table: compile with
   -DFE_N=... -DFE_PREC=... */
#define FE_LIMB double
#define FE_SCALAR double
#define FE_MANT_DIG FE_PREC
#define FE_NO_EXCESS 0
#define FE_NAME(x) whatif_##x
#include "field.h"
