/* Generated from book/40-curve.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Points on the curve". */
#include "testutil.h"
#include "suites.h"
#include "points.h"

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
