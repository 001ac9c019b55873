/* Generated from book/50-scalarmult.nw by notangle; edit the book, not this file. */
/* The binary64 instance of fixed-base scalar multiplication. */
#include <stddef.h>
#include <string.h>
#include "field-d10.h"
#include "curve.h"
#include "fp224-basetable.h"
FE_INLINE uint32_t sm_bit(const unsigned char e[28], int j)
{
  return j < 224 ? (uint32_t)(e[27 - j / 8] >> (j % 8)) & 1 : 0;
}

static void sm_recode(int32_t d[SM_DIGITS], const unsigned char e[28])
{
  uint32_t carry = 0;
  for (int i = 0; i < SM_DIGITS; i++) {
    uint32_t v = carry;
    for (int b = 0; b < SM_W; b++) v += sm_bit(e, SM_W * i + b) << b;
    carry = (v + 16) >> SM_W;
    d[i] = (int32_t)v - (int32_t)(carry << SM_W);
  }
}
FE_INLINE uint32_t sm_eq(uint32_t a, uint32_t b)   /* 1 iff a == b, for a, b < 2^31 */
{
  return ((a ^ b) - 1) >> 31;
}
static void sm_add(jac *r, fe *bb, fe *dd, const jac *q, const jac *tj, const aff *ta)
{
  if (ta) pt_madd(r, bb, dd, q, ta);               /* public: which table */
  else pt_add(r, bb, dd, q, tj);
}

static void sm_add_flags(jac *q, uint32_t *inf, const jac *t, const aff *ta, uint32_t tz)
{
  jac r;
  fe bb, dd;
  sm_add(&r, &bb, &dd, q, t, ta);
  pt_select(&r, &r, t, *inf);                      /* Q = O: the sum is T */
  pt_select(q, &r, q, tz);                         /* T = O: the sum is Q */
  *inf &= tz;
}

static void sm_add_last(jac *q, uint32_t *inf, const jac *t, const aff *ta, uint32_t tz,
                        const fe *s)
{
  jac r, twice;
  fe bb, dd;
  sm_add(&r, &bb, &dd, q, t, ta);
  pt_dbl(&twice, q, s);
  uint32_t bz = fe_iszero(&bb), dz = fe_iszero(&dd), live = (*inf | tz) ^ 1;
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
static void sm_lookup_base(aff *r, jac *rj, uint32_t *tz, int row, int32_t d)
{
  uint32_t u = (uint32_t)d, neg = u >> 31, m = (u ^ (0u - neg)) + neg;
  unsigned char pt[56];
  memcpy(pt, fp224_base_table[row][0], 56);
  for (uint32_t j = 1; j < 16; j++) {
    unsigned char mask = (unsigned char)(0u - sm_eq(m, j + 1));
    for (int k = 0; k < 56; k++) pt[k] ^= mask & (pt[k] ^ fp224_base_table[row][j][k]);
  }
  fe_unpack(&r->x, pt);
  fe_unpack(&r->y, pt + 28);
  fe m2;
  fe_neg(&m2, &r->y);
  fe_select(&r->y, &r->y, &m2, neg);
  sm_wipe(&m2, sizeof m2);
  rj->x = r->x;
  rj->y = r->y;
  fe_one(&rj->z);
  *tz = sm_eq(m, 0);
  sm_wipe(pt, sizeof pt);
}

uint32_t sm_mul_base(jac *q, const unsigned char e[28])
{
  int32_t d[SM_DIGITS];
  aff ta;
  jac t;
  uint32_t inf, tz;
  sm_recode(d, e);
  sm_lookup_base(&ta, q, &inf, 0, d[0]);
  for (int i = 1; i < SM_DIGITS; i++) {
    sm_lookup_base(&ta, &t, &tz, i, d[i]);
    if (i < 44) sm_add_flags(q, &inf, &t, &ta, tz);
    else sm_add_last(q, &inf, &t, &ta, tz, NULL);
  }
  sm_wipe(d, sizeof d);
  sm_wipe(&t, sizeof t);
  sm_wipe(&ta, sizeof ta);
  return inf;
}
