/* Generated from book/40-curve.nw by notangle; edit the book, not this file. */
/* The integer model of the curve (chapter "Points on the curve"). */
#include "points.h"
void ipt_init(ipt *p) { mpz_inits(p->x, p->y, NULL); p->inf = 1; }
void ipt_clear(ipt *p) { mpz_clears(p->x, p->y, NULL); }

void ipt_add(ipt *r, const ipt *p, const ipt *q)          /* r may not alias */
{
  mpz_t l, t;
  if (p->inf) { mpz_set(r->x, q->x); mpz_set(r->y, q->y); r->inf = q->inf; return; }
  if (q->inf) { mpz_set(r->x, p->x); mpz_set(r->y, p->y); r->inf = p->inf; return; }
  mpz_inits(l, t, NULL);
  if (mpz_cmp(p->x, q->x) == 0) {
    mpz_add(t, p->y, q->y);
    mpz_mod(t, t, tu_p);
    if (mpz_sgn(t) == 0) { r->inf = 1; mpz_clears(l, t, NULL); return; }
    mpz_mul(l, p->x, p->x); mpz_sub_ui(l, l, 1); mpz_mul_ui(l, l, 3);   /* 3x^2 - 3 */
    mpz_mul_ui(t, p->y, 2);
  } else {
    mpz_sub(l, q->y, p->y);
    mpz_sub(t, q->x, p->x);
  }
  mpz_mod(t, t, tu_p);
  ck_assert(mpz_invert(t, t, tu_p));
  mpz_mul(l, l, t); mpz_mod(l, l, tu_p);
  mpz_mul(t, l, l); mpz_sub(t, t, p->x); mpz_sub(t, t, q->x); mpz_mod(t, t, tu_p);
  mpz_sub(r->y, p->x, t); mpz_mul(r->y, r->y, l); mpz_sub(r->y, r->y, p->y);
  mpz_mod(r->y, r->y, tu_p);
  mpz_set(r->x, t);
  r->inf = 0;
  mpz_clears(l, t, NULL);
}

void ipt_base(ipt *g)
{
  mpz_set_str(g->x, "b70e0cbd6bb4bf7f321390b94a03c1d356c2112234" "3280d6115c1d21", 16);
  mpz_set_str(g->y, "bd376388b5f723fb4c22dfe6cd4375a05a074764" "44d5819985007e34", 16);
  g->inf = 0;
}
void to_jac(jac *j, const ipt *p)                 /* random Z */
{
  mpz_t z, t;
  mpz_inits(z, t, NULL);
  do tu_random_mpz(z); while (mpz_sgn(z) == 0);
  tu_fe_from_mpz(&j->z, z);
  mpz_mul(t, z, z); mpz_mul(t, t, p->x); tu_fe_from_mpz(&j->x, t);
  mpz_mul(t, z, z); mpz_mul(t, t, z); mpz_mul(t, t, p->y); tu_fe_from_mpz(&j->y, t);
  mpz_clears(z, t, NULL);
}
void from_jac(ipt *p, const jac *j)
{
  mpz_t x, y, z, t;
  mpz_inits(x, y, z, t, NULL);
  tu_fe_to_mpz(x, &j->x); tu_fe_to_mpz(y, &j->y); tu_fe_to_mpz(z, &j->z);
  p->inf = mpz_sgn(z) == 0;
  if (!p->inf) {
    ck_assert(mpz_invert(z, z, tu_p));
    mpz_mul(t, z, z); mpz_mul(p->x, x, t); mpz_mod(p->x, p->x, tu_p);
    mpz_mul(t, t, z); mpz_mul(p->y, y, t); mpz_mod(p->y, p->y, tu_p);
  }
  mpz_clears(x, y, z, t, NULL);
}
