/* Generated from book/40-curve.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Points on the curve". */
#include "testutil.h"
#include "suites.h"
#include "curve.h"

typedef struct { mpz_t x, y; int inf; } ipt;

static void ipt_init(ipt *p) { mpz_inits(p->x, p->y, NULL); p->inf = 1; }
static void ipt_clear(ipt *p) { mpz_clears(p->x, p->y, NULL); }

static void ipt_add(ipt *r, const ipt *p, const ipt *q)   /* r may not alias */
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

static void ipt_base(ipt *g)
{
  mpz_set_str(g->x, "b70e0cbd6bb4bf7f321390b94a03c1d356c2112234" "3280d6115c1d21", 16);
  mpz_set_str(g->y, "bd376388b5f723fb4c22dfe6cd4375a05a074764" "44d5819985007e34", 16);
  g->inf = 0;
}
static void to_jac(jac *j, const ipt *p)          /* random Z */
{
  mpz_t z, t;
  mpz_inits(z, t, NULL);
  do tu_random_mpz(z); while (mpz_sgn(z) == 0);
  tu_fe_from_mpz(&j->z, z);
  mpz_mul(t, z, z); mpz_mul(t, t, p->x); tu_fe_from_mpz(&j->x, t);
  mpz_mul(t, z, z); mpz_mul(t, t, z); mpz_mul(t, t, p->y); tu_fe_from_mpz(&j->y, t);
  mpz_clears(z, t, NULL);
}
static void from_jac(ipt *p, const jac *j)
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
START_TEST(test_on_curve)
{
  fe x, y;
  unsigned char gx[28], gy[28];
  ipt g; ipt_init(&g); ipt_base(&g);
  tu_mpz_to_bytes(gx, g.x); tu_mpz_to_bytes(gy, g.y);
  ck_assert_int_eq(fe_unpack(&x, gx), 0);
  ck_assert_int_eq(fe_unpack(&y, gy), 0);
  ck_assert_uint_eq(pt_on_curve(&x, &y), 1);
  gy[27] ^= 1;
  ck_assert_int_eq(fe_unpack(&y, gy), 0);
  ck_assert_uint_eq(pt_on_curve(&x, &y), 0);
  ipt_clear(&g);
}
END_TEST

static int same(const ipt *a, const ipt *b)
{
  return a->inf == b->inf && (a->inf || (!mpz_cmp(a->x, b->x) && !mpz_cmp(a->y, b->y)));
}

START_TEST(test_dbl_add_walk)
{
  if (!tu_set_mode(_i)) return;                    /* every rounding mode the machine honours */
  ipt g, p, q, r, s;
  ipt_init(&g); ipt_init(&p); ipt_init(&q); ipt_init(&r); ipt_init(&s);
  ipt_base(&g);
  ipt_add(&p, &g, &g);                             /* p = 2G, q = G */
  mpz_set(q.x, g.x); mpz_set(q.y, g.y); q.inf = 0;
  for (int n = 0; n < tu_trials(200); n++) {
    jac jp, jq, jr;
    aff aq;
    fe bb, dd;
    to_jac(&jp, &p); to_jac(&jq, &q);
    pt_dbl(&jr, &jp, NULL); from_jac(&s, &jr);
    ipt_add(&r, &p, &p); ck_assert(same(&s, &r));
    pt_add(&jr, &bb, &dd, &jp, &jq); from_jac(&s, &jr);
    ipt_add(&r, &p, &q); ck_assert(same(&s, &r));
    ck_assert_uint_eq(fe_iszero(&bb), 0);
    tu_fe_from_mpz(&aq.x, q.x); tu_fe_from_mpz(&aq.y, q.y);
    pt_madd(&jr, &bb, &dd, &jp, &aq); from_jac(&s, &jr);
    ck_assert(same(&s, &r));
    pt_add(&jr, &bb, &dd, &jp, &jp);               /* p + p: both witnesses vanish */
    ck_assert_uint_eq(fe_iszero(&bb), 1);
    ck_assert_uint_eq(fe_iszero(&dd), 1);
    jq = jp; pt_neg_cond(&jq, 1);                  /* p + (-p): only B vanishes */
    pt_add(&jr, &bb, &dd, &jp, &jq);
    ck_assert_uint_eq(fe_iszero(&bb), 1);
    ck_assert_uint_eq(fe_iszero(&dd), 0);
    mpz_set(q.x, p.x); mpz_set(q.y, p.y);          /* next: q = p, p = p + r */
    ipt_add(&s, &p, &r);
    mpz_set(p.x, s.x); mpz_set(p.y, s.y);
  }
  ipt_clear(&g); ipt_clear(&p); ipt_clear(&q); ipt_clear(&r); ipt_clear(&s);
  fesetround(FE_TONEAREST);
}
END_TEST

Suite *suite_curve(void)
{
  Suite *s = suite_create("curve");
  TCase *tc = tcase_create("points");
  tcase_add_checked_fixture(tc, tu_setup, tu_teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_on_curve);
  tcase_add_loop_test(tc, test_dbl_add_walk, 0, 4);
  suite_add_tcase(s, tc);
  return s;
}
