/* Generated from book/50-scalarmult.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Constant-time scalar multiplication". */
#include <string.h>
#include "testutil.h"
#include "suites.h"
#include "points.h"

static void ipt_mul(ipt *r, const mpz_t k, const ipt *p)    /* double and add, test only */
{
  ipt acc, t;
  mpz_t kk, n;
  ipt_init(&acc); ipt_init(&t);
  mpz_inits(kk, n, NULL);
  mpz_set_str(n, "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d", 16);
  mpz_mod(kk, k, n);
  for (long b = (long)mpz_sizeinbase(kk, 2) - 1; b >= 0 && mpz_sgn(kk); b--) {
    ipt_add(&t, &acc, &acc);
    if (mpz_tstbit(kk, (mp_bitcnt_t)b)) ipt_add(&acc, &t, p);
    else { mpz_set(acc.x, t.x); mpz_set(acc.y, t.y); acc.inf = t.inf; }
  }
  mpz_set(r->x, acc.x); mpz_set(r->y, acc.y); r->inf = acc.inf;
  ipt_clear(&acc); ipt_clear(&t);
  mpz_clears(kk, n, NULL);
}
static void scalar_case(mpz_t e, int n)                     /* the argued cases, then random */
{
  static const char *const special[] = {
    "0", "1", "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3c",
    "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d",
    "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a43",
    "ffffffffffffffffffffffffffffffffffffffffffffffffffffffff" };
  if (n < 6) { mpz_set_str(e, special[n], 16); return; }
  unsigned char s[28];
  for (int i = 0; i < 28; i++) s[i] = (unsigned char)tu_rand();
  tu_bytes_to_mpz(e, s);
}

START_TEST(test_sm_mul)
{
  ipt g, p, want, got;
  mpz_t e, k;
  ipt_init(&g); ipt_init(&p); ipt_init(&want); ipt_init(&got);
  mpz_inits(e, k, NULL);
  ipt_base(&g);
  mpz_set_ui(k, 7919);
  ipt_mul(&p, k, &g);                                       /* a point other than G */
  for (int n = 0; n < 6 + tu_trials(20); n++) {
    unsigned char eb[28];
    aff a;
    jac q;
    fe x, rhs, den;
    scalar_case(e, n);
    tu_mpz_to_bytes(eb, e);
    ipt_mul(&want, e, &p);
    tu_fe_from_mpz(&a.x, p.x); tu_fe_from_mpz(&a.y, p.y);
    uint32_t inf = sm_mul(&q, &a, eb, NULL);
    ck_assert_uint_eq(inf, (uint32_t)want.inf);
    if (!want.inf) { from_jac(&got, &q); ck_assert(mpz_cmp(got.x, want.x) == 0 && mpz_cmp(got.y, want.y) == 0); }
    pt_rhs(&rhs, &a.x);                                     /* the scaled curve, x only */
    inf = sm_mul_xz(&x, &den, &a.x, &rhs, eb);
    fe_invert(&den, &den);
    fe_fg(&x, &x, &den);
    ck_assert_uint_eq(inf, (uint32_t)want.inf);
    if (!want.inf) { tu_fe_to_mpz(got.x, &x); ck_assert(mpz_cmp(got.x, want.x) == 0); }
    ipt_mul(&want, e, &g);                                  /* the fixed base */
    inf = sm_mul_base(&q, eb);
    ck_assert_uint_eq(inf, (uint32_t)want.inf);
    if (!want.inf) { from_jac(&got, &q); ck_assert(mpz_cmp(got.x, want.x) == 0 && mpz_cmp(got.y, want.y) == 0); }
  }
  ipt_clear(&g); ipt_clear(&p); ipt_clear(&want); ipt_clear(&got);
  mpz_clears(e, k, NULL);
}
END_TEST

Suite *suite_scalarmult(void)
{
  Suite *s = suite_create("scalarmult");
  TCase *tc = tcase_create("scalar multiplication");
  tcase_add_checked_fixture(tc, tu_setup, tu_teardown);
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, test_sm_mul);
  suite_add_tcase(s, tc);
  return s;
}
