/* Generated from book/50-scalarmult.nw by notangle; edit the book, not this file. */
/* The binary64 instance of fixed-base scalar multiplication. */
#include <stddef.h>
#include <string.h>
#include "field-d10.h"
#include "curve.h"
FE_INLINE uint32_t sm_bit(const unsigned char e[28], int j)
{
  return j < 224 ? (uint32_t)(e[27 - j / 8] >> (j % 8)) & 1 : 0;
}

static void sm_recode(FE_SMASK d[SM_DIGITS], const unsigned char e[FE_LANES * 28])
{
  memset(d, 0, SM_DIGITS * sizeof *d);
  for (int l = 0; l < FE_LANES; l++) {
    uint32_t carry = 0;
    for (int i = 0; i < SM_DIGITS; i++) {
      uint32_t v = carry;
      for (int b = 0; b < SM_W; b++) v += sm_bit(e + 28 * l, SM_W * i + b) << b;
      carry = (v + 16) >> SM_W;
      FE_LANE(d[i], l) = (int32_t)v - (int32_t)(carry << SM_W);
    }
  }
}
FE_INLINE uint32_t sm_eq32(uint32_t a, uint32_t b)  /* 1 iff a == b, for a, b < 2^31 */
{
  return ((a ^ b) - 1) >> 31;
}

FE_INLINE FE_MASK sm_eq(FE_MASK a, uint32_t b)     /* the same in every lane */
{
  return ((a ^ b) - 1) >> FE_MASK_TOP;
}

#if FE_LANES > 1
FE_INLINE const fe *sm_coord(const jac *p, int c)  /* X, Y or Z of p */
{
  return c == 0 ? &p->x : c == 1 ? &p->y : &p->z;
}
#endif
static void sm_add(jac *r, fe *bb, fe *dd, const jac *q, const jac *tj, const aff *ta)
{
  if (ta) pt_madd(r, bb, dd, q, ta);               /* public: which table */
  else pt_add(r, bb, dd, q, tj);
}

static void sm_add_flags(jac *q, FE_MASK *inf, const jac *t, const aff *ta, FE_MASK tz)
{
  jac r;
  fe bb, dd;
  sm_add(&r, &bb, &dd, q, t, ta);
  pt_select(&r, &r, t, *inf);                      /* Q = O: the sum is T */
  pt_select(q, &r, q, tz);                         /* T = O: the sum is Q */
  *inf &= tz;
}

static void sm_add_last(jac *q, FE_MASK *inf, const jac *t, const aff *ta, FE_MASK tz,
                        const fe *s)
{
  jac r, twice;
  fe bb, dd;
  sm_add(&r, &bb, &dd, q, t, ta);
  pt_dbl(&twice, q, s);
  FE_MASK bz = fe_iszero(&bb), dz = fe_iszero(&dd), live = (*inf | tz) ^ 1;
  pt_select(&r, &r, &twice, bz & dz & live);       /* Q = T: the sum is 2Q */
  pt_select(&r, &r, t, *inf);
  pt_select(q, &r, q, tz);
  *inf = (*inf & tz) | (bz & (dz ^ 1) & live);     /* Q = -T: the sum is O */
}
static void sm_wipe(void *p, size_t n)
{
  volatile unsigned char *v = p;
  while (n--) *v++ = 0;
}
#include "base-impl.h"
