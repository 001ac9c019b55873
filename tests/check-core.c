/* Generated from book/20-core.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Reduction and the six core functions". */
#include <math.h>
#include "testutil.h"
#include "suites.h"

enum { F2, F2G, FG, FGH, FG8H2, FGHI, NCORE };
static const char *const core_names[NCORE] = { "f2", "f2g", "fg", "fgh", "fg8h2", "fghi" };

static void run_core(int which, fe *h, const fe x[4])
{
  switch (which) {
  case F2:    fe_f2(h, &x[0]); break;
  case F2G:   fe_f2g(h, &x[0], &x[1]); break;
  case FG:    fe_fg(h, &x[0], &x[1]); break;
  case FGH:   fe_fgh(h, &x[0], &x[1], &x[2]); break;
  case FG8H2: fe_fg8h2(h, &x[0], &x[1], &x[2]); break;
  case FGHI:  fe_fghi(h, &x[0], &x[1], &x[2], &x[3]); break;
  }
}

static void expect_core(int which, mpz_t r, const fe x[4])
{
  mpz_t a[4], t;
  mpz_init(t);
  for (int i = 0; i < 4; i++) { mpz_init(a[i]); tu_fe_to_mpz(a[i], &x[i]); }
  switch (which) {
  case F2:    mpz_mul(r, a[0], a[0]); break;
  case F2G:   mpz_mul(r, a[0], a[0]); mpz_sub(r, r, a[1]); break;
  case FG:    mpz_mul(r, a[0], a[1]); break;
  case FGH:   mpz_mul(r, a[0], a[1]); mpz_sub(r, r, a[2]); break;
  case FG8H2: mpz_mul(r, a[0], a[1]); mpz_mul(t, a[2], a[2]);
              mpz_mul_ui(t, t, 8); mpz_sub(r, r, t); break;
  case FGHI:  mpz_mul(r, a[0], a[1]); mpz_mul(t, a[2], a[3]); mpz_sub(r, r, t); break;
  }
  mpz_mod(r, r, tu_p);
  for (int i = 0; i < 4; i++) mpz_clear(a[i]);
  mpz_clear(t);
}

static void check_core(int which, const fe x[4], const char *what)
{
  fe h;
  mpz_t want, got;
  mpz_inits(want, got, NULL);
  run_core(which, &h, x);
  expect_core(which, want, x);
  tu_fe_to_mpz(got, &h);
  ck_assert_msg(mpz_cmp(want, got) == 0, "%s wrong on %s input (seed %llu)",
                core_names[which], what, (unsigned long long)tu_seed_value);
  ck_assert_msg(tu_is_carried(&h), "%s result not carried on %s input", core_names[which], what);
  mpz_clears(want, got, NULL);
}
static void budget_factors(int which, double K[4])
{
  double r8 = sqrt(8.0), s = sqrt((double)FE_BUDGET);
  K[0] = K[1] = s; K[2] = K[3] = 1;
  if (which == FGH || which == F2G) K[which == F2G ? 1 : 2] = FE_BUDGET;
  if (which == FGHI) K[0] = K[1] = K[2] = K[3] = r8 * s / 4;
  if (which == FG8H2) { K[0] = K[1] = r8 * s / 4; K[2] = s / 4; }
}

START_TEST(test_core_random)
{
  int which = _i;
  for (int m = 0; m < 4; m++) {
    if (!tu_set_mode(m)) continue;
    for (int n = 0; n < tu_trials(1500); n++) {
      fe x[4];
      double K[4];
      budget_factors(which, K);
      int small = n % 3 == 0;                     /* a third at carried size */
      for (int i = 0; i < 4; i++) tu_random_fe(&x[i], small ? 1 : K[i]);
      check_core(which, x, tu_mode_names[m]);
    }
  }
  fesetround(FE_TONEAREST);
}
END_TEST
START_TEST(test_core_extreme)
{
  int which = _i;
  uint32_t patterns[] = { 0, 0x3ff, 0x155, 0x2aa };
  for (int m = 0; m < 4; m++) {
    if (!tu_set_mode(m)) continue;
    for (int n = 0; n < 4 + tu_trials(200); n++) {
      fe x[4];
      double K[4];
      budget_factors(which, K);
      for (int i = 0; i < 4; i++) {
        uint32_t sg = n < 4 ? patterns[n] ^ (i == 1 && n >= 2 ? 0x3ff : 0) : (uint32_t)tu_rand();
        tu_extreme_fe(&x[i], K[i], sg);
      }
      check_core(which, x, "extreme");
    }
  }
  fesetround(FE_TONEAREST);
}
END_TEST
START_TEST(test_core_known)
{
  for (int n = 0; n < tu_trials(300); n++) {
    fe f, g, h, t, one;
    unsigned char s[28], zero[28] = { 0 }, pm1[28], onebytes[28] = { 0 };
    mpz_t x;
    mpz_init(x);
    mpz_sub_ui(x, tu_p, 1);
    tu_mpz_to_bytes(pm1, x);
    onebytes[27] = 1;
    tu_random_fe(&f, 4);
    tu_random_fe(&g, 4);
    fe_fg(&t, &f, &g);
    fe_fgh(&h, &f, &g, &t);       fe_pack(s, &h); ck_assert_mem_eq(s, zero, 28);
    fe_fghi(&h, &f, &g, &g, &f);  fe_pack(s, &h); ck_assert_mem_eq(s, zero, 28);
    fe_scale(&t, &g, 8);
    fe_fg8h2(&h, &t, &g, &g);     fe_pack(s, &h); ck_assert_mem_eq(s, zero, 28);
    fe_one(&one);
    fe_f2(&t, &f);
    fe_add(&t, &t, &one);
    fe_f2g(&h, &f, &t);           fe_pack(s, &h); ck_assert_mem_eq(s, pm1, 28);
    fe_neg(&t, &one);
    fe_f2(&h, &t);                fe_pack(s, &h); ck_assert_mem_eq(s, onebytes, 28);
    mpz_clear(x);
  }
}
END_TEST
START_TEST(test_core_alias)
{
  int which = _i;
  for (int n = 0; n < tu_trials(100); n++) {
    fe x[4], y[4], h;
    for (int i = 0; i < 4; i++) tu_random_fe(&x[i], 1);
    for (int slot = 0; slot < 4; slot++) {
      for (int i = 0; i < 4; i++) y[i] = x[i];
      run_core(which, &h, x);
      run_core(which, &y[slot], y);
      for (int i = 0; i < FE_N; i++) ck_assert(h.v[i] == y[slot].v[i]);   /* not the padding */
    }
  }
}
END_TEST

Suite *suite_core(void)
{
  Suite *s = suite_create("core");
  TCase *tc = tcase_create("core functions");
  tcase_add_checked_fixture(tc, tu_setup, tu_teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_loop_test(tc, test_core_random, 0, NCORE);
  tcase_add_loop_test(tc, test_core_extreme, 0, NCORE);
  tcase_add_test(tc, test_core_known);
  tcase_add_loop_test(tc, test_core_alias, 0, NCORE);
  suite_add_tcase(s, tc);
  return s;
}
