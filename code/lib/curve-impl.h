/* Generated from book/40-curve.nw by notangle; edit the book, not this file. */
/* The generic body of the point arithmetic and scalar multiplication. */
#include <string.h>
const unsigned char curve_b[28] = {
  0xb4, 0x05, 0x0a, 0x85, 0x0c, 0x04, 0xb3, 0xab, 0xf5, 0x41, 0x32, 0x56, 0x50, 0x44,
  0xb0, 0xb7, 0xd7, 0xbf, 0xd8, 0xba, 0x27, 0x0b, 0x39, 0x43, 0x23, 0x55, 0xff, 0xb4 };
const unsigned char curve_gx[28] = {
  0xb7, 0x0e, 0x0c, 0xbd, 0x6b, 0xb4, 0xbf, 0x7f, 0x32, 0x13, 0x90, 0xb9, 0x4a, 0x03,
  0xc1, 0xd3, 0x56, 0xc2, 0x11, 0x22, 0x34, 0x32, 0x80, 0xd6, 0x11, 0x5c, 0x1d, 0x21 };
const unsigned char curve_gy[28] = {
  0xbd, 0x37, 0x63, 0x88, 0xb5, 0xf7, 0x23, 0xfb, 0x4c, 0x22, 0xdf, 0xe6, 0xcd, 0x43,
  0x75, 0xa0, 0x5a, 0x07, 0x47, 0x64, 0x44, 0xd5, 0x81, 0x99, 0x85, 0x00, 0x7e, 0x34 };
void pt_dbl(jac *r, const jac *p, const fe *s)
{
  fe delta, gamma, beta, sd, t1, t2, alpha, x3;
  fe_f2(&delta, &p->z);
  fe_f2(&gamma, &p->y);
  fe_fg(&beta, &p->x, &gamma);
  if (s) fe_fg(&sd, s, &delta);                    /* public: which curve */
  else sd = delta;
  fe_sub(&t1, &p->x, &sd);
  fe_scale(&t1, &t1, 3);
  fe_add(&t2, &p->x, &sd);
  fe_fg(&alpha, &t1, &t2);                         /* 3(X - s delta)(X + s delta) */
  fe_scale(&t1, &beta, 8);
  fe_f2g(&x3, &alpha, &t1);                        /* alpha^2 - 8 beta */
  fe_add(&t1, &p->y, &p->z);
  fe_add(&t2, &gamma, &delta);
  fe_f2g(&r->z, &t1, &t2);                         /* (Y + Z)^2 - gamma - delta */
  fe_scale(&t1, &beta, 4);
  fe_sub(&t1, &t1, &x3);
  fe_fg8h2(&r->y, &alpha, &t1, &gamma);            /* alpha (4 beta - X3) - 8 gamma^2 */
  r->x = x3;
}
void pt_add(jac *r, fe *bb, fe *dd, const jac *p, const jac *q)
{
  fe z1z1, z2z2, a, b, c, d, e, f, g, t, x3, z3;
  fe_f2(&z1z1, &p->z);
  fe_f2(&z2z2, &q->z);
  fe_fg(&a, &p->x, &z2z2);
  fe_fgh(&b, &q->x, &z1z1, &a);
  fe_fg(&t, &q->z, &z2z2);
  fe_fg(&c, &p->y, &t);
  fe_fg(&t, &p->z, &z1z1);
  fe_fgh(&d, &q->y, &t, &c);
  fe_f2(&e, &b);
  fe_fg(&f, &b, &e);
  fe_fg(&g, &a, &e);
  fe_add(&t, &g, &g);
  fe_add(&t, &t, &f);
  fe_f2g(&x3, &d, &t);                               /* d^2 - (f + 2g) */
  fe_fg(&t, &p->z, &q->z);
  fe_fg(&z3, &b, &t);
  fe_sub(&t, &g, &x3);
  fe_fghi(&r->y, &d, &t, &c, &f);                    /* d (g - X3) - c f */
  r->x = x3;
  r->z = z3;
  *bb = b;
  *dd = d;
}
void pt_madd(jac *r, fe *bb, fe *dd, const jac *p, const aff *q)
{
  fe z1z1, a, b, c, d, e, f, g, t, x3, z3;
  fe_f2(&z1z1, &p->z);
  a = p->x;
  c = p->y;
  fe_fgh(&b, &q->x, &z1z1, &a);
  fe_fg(&t, &p->z, &z1z1);
  fe_fgh(&d, &q->y, &t, &c);
  fe_f2(&e, &b);
  fe_fg(&f, &b, &e);
  fe_fg(&g, &a, &e);
  fe_add(&t, &g, &g);
  fe_add(&t, &t, &f);
  fe_f2g(&x3, &d, &t);                               /* d^2 - (f + 2g) */
  fe_fg(&z3, &b, &p->z);
  fe_sub(&t, &g, &x3);
  fe_fghi(&r->y, &d, &t, &c, &f);                    /* d (g - X3) - c f */
  r->x = x3;
  r->z = z3;
  *bb = b;
  *dd = d;
}
void pt_select(jac *r, const jac *p, const jac *q, FE_MASK b)
{
  fe_select(&r->x, &p->x, &q->x, b);
  fe_select(&r->y, &p->y, &q->y, b);
  fe_select(&r->z, &p->z, &q->z, b);
}

void pt_neg_cond(jac *r, FE_MASK b)
{
  fe m;
  fe_neg(&m, &r->y);
  fe_select(&r->y, &r->y, &m, b);
}
void pt_rhs(fe *r, const fe *x)
{
  fe b, t;
  fe_unpack(&b, curve_b);
  fe_scale(&t, x, 3);
  fe_sub(&t, &t, &b);                              /* 3x - b, weight 4 */
  fe_f2(r, x);
  fe_fgh(r, r, x, &t);                             /* x^3 - 3x + b */
}

FE_MASK pt_on_curve(const fe *x, const fe *y)
{
  fe r, t;
  pt_rhs(&r, x);
  fe_f2g(&t, y, &r);
  return fe_iszero(&t);
}
FE_INLINE uint32_t sm_bit(const unsigned char e[28], int j)
{
  return j < 224 ? (uint32_t)(e[27 - j / 8] >> (j % 8)) & 1 : 0;
}

void sm_recode(FE_SMASK d[SM_DIGITS], const unsigned char e[FE_LANES * 28])
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
static void sm_add(jac *r, fe *bb, fe *dd, const jac *q, const jac *tj, const aff *ta)
{
  if (ta) pt_madd(r, bb, dd, q, ta);               /* public: which table */
  else pt_add(r, bb, dd, q, tj);
}

void sm_add_flags(jac *q, FE_MASK *inf, const jac *t, const aff *ta, FE_MASK tz)
{
  jac r;
  fe bb, dd;
  sm_add(&r, &bb, &dd, q, t, ta);
  pt_select(&r, &r, t, *inf);                      /* Q = O: the sum is T */
  pt_select(q, &r, q, tz);                         /* T = O: the sum is Q */
  *inf &= tz;
}

void sm_add_last(jac *q, FE_MASK *inf, const jac *t, const aff *ta, FE_MASK tz,
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
void sm_wipe(void *p, size_t n)
{
  volatile unsigned char *v = p;
  while (n--) *v++ = 0;
}
#if FE_LANES > 1
FE_INLINE const fe *sm_coord(const jac *p, int c)  /* X, Y or Z of p */
{
  return c == 0 ? &p->x : c == 1 ? &p->y : &p->z;
}
#endif

static void sm_lookup(jac *r, FE_MASK *tz, const jac table[16], FE_SMASK d)
{
  FE_MASK u = (FE_MASK)d, neg = u >> FE_MASK_TOP, m = (u ^ (0 - neg)) + neg;
#if FE_LANES == 1
  *r = table[0];
  for (uint32_t j = 1; j < 16; j++) pt_select(r, r, &table[j], sm_eq(m, j + 1));
#else
  FE_MASK eq[16];
  eq[0] = 0 - (sm_eq(m, 0) | sm_eq(m, 1));
  for (uint32_t j = 1; j < 16; j++) eq[j] = 0 - sm_eq(m, j + 1);
  for (int c = 0; c < 3; c++)
    FE_UNROLL for (int i = 0; i < FE_N; i++) {
      FE_MASK acc = { 0 };
      for (int j = 0; j < 16; j++) acc |= eq[j] & (FE_MASK)sm_coord(&table[j], c)->v[i];
      ((fe *)sm_coord(r, c))->v[i] = (FE_LIMB)acc;
    }

#endif
  pt_neg_cond(r, neg);
  *tz = sm_eq(m, 0);
}
FE_MASK sm_mul(jac *q, const aff *p, const unsigned char e[FE_LANES * 28], const fe *s)
{
  jac table[16], t;
  FE_SMASK d[SM_DIGITS];
  fe bb, dd;
  FE_MASK inf, tz;
  table[0].x = p->x;
  table[0].y = p->y;
  fe_one(&table[0].z);
  pt_dbl(&table[1], &table[0], s);
  for (int j = 2; j < 16; j++) pt_madd(&table[j], &bb, &dd, &table[j - 1], p);
  sm_recode(d, e);
  sm_lookup(q, &inf, table, d[SM_DIGITS - 1]);
  for (int i = SM_DIGITS - 2; i >= 0; i--) {
    for (int k = 0; k < SM_W; k++) pt_dbl(q, q, s);
    sm_lookup(&t, &tz, table, d[i]);
    if (i > 0) sm_add_flags(q, &inf, &t, NULL, tz);
    else sm_add_last(q, &inf, &t, NULL, tz, s);
  }
  sm_wipe(table, sizeof table);
  sm_wipe(&t, sizeof t);
  sm_wipe(d, sizeof d);
  return inf;
}
void sm_affine_zi(fe *x, fe *y, const jac *p, const fe *zi)
{
  fe zi2;
  fe_f2(&zi2, zi);
  fe_fg(x, &p->x, &zi2);
  if (y) {
    fe_fg(&zi2, &zi2, zi);
    fe_fg(y, &p->y, &zi2);
  }
}

void sm_affine(fe *x, fe *y, const jac *p)
{
  fe zi;
  fe_invert(&zi, &p->z);
  sm_affine_zi(x, y, p, &zi);
}
FE_MASK sm_mul_xz(fe *num, fe *den, const fe *x, const fe *r,
                  const unsigned char e[FE_LANES * 28])
{
  aff p;
  jac q;
  fe_fg(&p.x, x, r);
  fe_f2(&p.y, r);
  FE_MASK inf = sm_mul(&q, &p, e, r);
  fe_f2(den, &q.z);
  fe_fg(den, den, r);                              /* Z^2 r */
  *num = q.x;
  sm_wipe(&q, sizeof q);
  return inf;
}
