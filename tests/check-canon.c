/* Generated from book/30-canon.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Canonical form, inversion and the self-test". */
#include <math.h>
#include <string.h>
#include "testutil.h"
#include "suites.h"

static void roundtrip(const mpz_t x)
{
  unsigned char s[28], t[28];
  fe f;
  tu_mpz_to_bytes(s, x);
  ck_assert_int_eq(fe_unpack(&f, s), 0);
  ck_assert(tu_is_carried(&f));
  fe_pack(t, &f);
  ck_assert_mem_eq(s, t, 28);
}

START_TEST(test_pack_roundtrip)
{
  mpz_t x;
  mpz_init(x);
  mpz_set_ui(x, 0); roundtrip(x);
  mpz_set_ui(x, 1); roundtrip(x);
  mpz_ui_pow_ui(x, 2, 96); roundtrip(x);
  mpz_ui_pow_ui(x, 2, 223); roundtrip(x);
  mpz_sub_ui(x, tu_p, 1); roundtrip(x);
  mpz_sub_ui(x, tu_p, 2); roundtrip(x);
  for (int n = 0; n < tu_trials(5000); n++) { tu_random_mpz(x); roundtrip(x); }
  mpz_clear(x);
}
END_TEST

static void rejected(const mpz_t x)
{
  unsigned char s[28], zero[28] = { 0 }, t[28];
  fe f;
  tu_random_fe(&f, 1);
  tu_mpz_to_bytes(s, x);
  ck_assert_int_eq(fe_unpack(&f, s), -1);
  for (int i = 0; i < FE_N; i++) ck_assert(f.v[i] == 0);
  fe_pack(t, &f);
  ck_assert_mem_eq(t, zero, 28);
}

START_TEST(test_unpack_rejects)
{
  mpz_t x, top;
  mpz_inits(x, top, NULL);
  mpz_ui_pow_ui(top, 2, 224);
  mpz_set(x, tu_p); rejected(x);
  mpz_add_ui(x, tu_p, 1); rejected(x);
  mpz_sub_ui(x, top, 1); rejected(x);
  mpz_ui_pow_ui(x, 2, 96); mpz_sub(x, top, x); mpz_add_ui(x, x, 2); rejected(x);
  for (int n = 0; n < tu_trials(1000); n++) {
    mpz_sub(x, top, tu_p);                       /* random in [p, 2^224) */
    mpz_set_ui(x, tu_rand()); mpz_mul_2exp(x, x, 30);
    mpz_add(x, x, tu_p);
    if (mpz_cmp(x, top) < 0) rejected(x);
  }
  mpz_clears(x, top, NULL);
}
END_TEST
START_TEST(test_pack_redundant)
{
  for (int m = 0; m < 4; m++) {
    if (!tu_set_mode(m)) continue;
    for (int n = 0; n < tu_trials(2000); n++) {
      fe f;
      unsigned char s[28], t[28];
      mpz_t x;
      mpz_init(x);
      if (n % 2) tu_random_fe(&f, FE_BUDGET);
      else tu_extreme_fe(&f, FE_BUDGET, (uint32_t)tu_rand());
      tu_fe_to_mpz(x, &f);
      tu_mpz_to_bytes(s, x);
      fe_pack(t, &f);
      ck_assert_mem_eq(s, t, 28);
      mpz_clear(x);
    }
  }
  fesetround(FE_TONEAREST);
  for (int k = -2; k <= 2; k++)
    for (int d = -1; d <= 1; d++) {
      fe f;                                  /* value k p + d, limb by limb */
      unsigned char s[28], want[28] = { 0 };
      for (int i = 0; i < FE_N; i++) {
        FE_SCALAR pd = 0;
        for (int b = FE_POS(i); b < FE_POS(i + 1); b++)
          if (b == 0 || b >= 96) pd += TU_LDEXP(1, b);
        f.v[i] = k * pd;
      }
      f.v[0] += d;
      fe_pack(s, &f);
      if (d == 1) want[27] = 1;
      if (d == -1) { mpz_t x; mpz_init(x); mpz_sub_ui(x, tu_p, 1); tu_mpz_to_bytes(want, x); mpz_clear(x); }
      ck_assert_mem_eq(s, want, 28);
    }
}
END_TEST
START_TEST(test_linear)
{
  for (int n = 0; n < tu_trials(2000); n++) {
    fe f, g, h;
    mpz_t a, b, r, want;
    mpz_inits(a, b, r, want, NULL);
    tu_random_fe(&f, 1); tu_random_fe(&g, 1);
    tu_fe_to_mpz(a, &f); tu_fe_to_mpz(b, &g);
    fe_add(&h, &f, &g); tu_fe_to_mpz(r, &h);
    mpz_add(want, a, b); mpz_mod(want, want, tu_p); ck_assert(mpz_cmp(r, want) == 0);
    fe_sub(&h, &f, &g); tu_fe_to_mpz(r, &h);
    mpz_sub(want, a, b); mpz_mod(want, want, tu_p); ck_assert(mpz_cmp(r, want) == 0);
    fe_neg(&h, &f); tu_fe_to_mpz(r, &h);
    mpz_neg(want, a); mpz_mod(want, want, tu_p); ck_assert(mpz_cmp(r, want) == 0);
    int c = (int)tu_rand_range(-FE_BUDGET, FE_BUDGET);
    fe_scale(&h, &f, c); tu_fe_to_mpz(r, &h);
    mpz_mul_si(want, a, c); mpz_mod(want, want, tu_p); ck_assert(mpz_cmp(r, want) == 0);
    fe_carry(&h, &h); tu_fe_to_mpz(r, &h);
    ck_assert(mpz_cmp(r, want) == 0);
    ck_assert(tu_is_carried(&h));
    mpz_clears(a, b, r, want, NULL);
  }
}
END_TEST

START_TEST(test_select_and_zero)
{
  fe f, g, h, z;
  tu_random_fe(&f, 1); tu_random_fe(&g, 1);
  fe_select(&h, &f, &g, 0); ck_assert_mem_eq(&h, &f, sizeof h);
  fe_select(&h, &f, &g, 1); ck_assert_mem_eq(&h, &g, sizeof h);
  fe a = f, b = g;
  fe_cswap(&a, &b, 0); ck_assert_mem_eq(&a, &f, sizeof a); ck_assert_mem_eq(&b, &g, sizeof b);
  fe_cswap(&a, &b, 1); ck_assert_mem_eq(&a, &g, sizeof a); ck_assert_mem_eq(&b, &f, sizeof b);
  fe_zero(&z);
  ck_assert_uint_eq(fe_iszero(&z), 1);
  fe_sub(&h, &f, &f); ck_assert_uint_eq(fe_iszero(&h), 1);
  fe_one(&h); ck_assert_uint_eq(fe_iszero(&h), 0);
  for (int i = 0; i < FE_N; i++) {       /* p itself, limb by limb, is zero */
    FE_SCALAR pd = 0;
    for (int b2 = FE_POS(i); b2 < FE_POS(i + 1); b2++)
      if (b2 == 0 || b2 >= 96) pd += TU_LDEXP(1, b2);
    h.v[i] = pd;
  }
  ck_assert_uint_eq(fe_iszero(&h), 1);
}
END_TEST
static void check_invert_legendre(const fe *f)
{
  fe h;
  mpz_t a, r, want;
  mpz_inits(a, r, want, NULL);
  tu_fe_to_mpz(a, f);
  fe_invert(&h, f);
  tu_fe_to_mpz(r, &h);
  if (mpz_sgn(a) == 0) mpz_set_ui(want, 0);
  else ck_assert(mpz_invert(want, a, tu_p));
  ck_assert(mpz_cmp(r, want) == 0);
  ck_assert(tu_is_carried(&h));
  ck_assert_int_eq(fe_legendre(f), mpz_legendre(a, tu_p));
  mpz_clears(a, r, want, NULL);
}

START_TEST(test_invert_legendre)
{
  fe f;
  mpz_t x;
  mpz_init(x);
  fe_zero(&f); check_invert_legendre(&f);
  fe_one(&f); check_invert_legendre(&f);
  mpz_sub_ui(x, tu_p, 1); tu_fe_from_mpz(&f, x); check_invert_legendre(&f);
  int seen[3] = { 0, 0, 0 };
  for (int n = 0; n < tu_trials(200); n++) {
    tu_random_fe(&f, n % 2 ? 1 : 4);
    check_invert_legendre(&f);
    seen[fe_legendre(&f) + 1]++;
  }
  ck_assert(seen[0] > 0 && seen[2] > 0);   /* both squares and non-squares met */
  mpz_clear(x);
}
END_TEST
START_TEST(test_selftest)
{
  for (int m = 0; m < 4; m++) {
    if (!tu_set_mode(m)) continue;
    ck_assert_msg(fe_selftest() == 0, "self-test fails rounding %s", tu_mode_names[m]);
    ck_assert_int_eq(fe_selftest_carry(3 * TU_LDEXP(1, FE_PREC - 2)), 0);
    ck_assert_int_eq(fe_selftest_carry(3 * TU_LDEXP(1, FE_PREC - 1)), -1);
    ck_assert_int_eq(fe_selftest_carry(TU_LDEXP(1, FE_PREC - 1)), -1);
    ck_assert_int_eq(fe_selftest_carry(3 * TU_LDEXP(1, FE_PREC - 3)), -1);
  }
  fesetround(FE_TONEAREST);
}
END_TEST

Suite *suite_canon(void)
{
  Suite *s = suite_create("canon");
  TCase *tc = tcase_create("canonical form");
  tcase_add_checked_fixture(tc, tu_setup, tu_teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_pack_roundtrip);
  tcase_add_test(tc, test_unpack_rejects);
  tcase_add_test(tc, test_pack_redundant);
  tcase_add_test(tc, test_linear);
  tcase_add_test(tc, test_select_and_zero);
  tcase_add_test(tc, test_invert_legendre);
  tcase_add_test(tc, test_selftest);
  suite_add_tcase(s, tc);
  return s;
}
