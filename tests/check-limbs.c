/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Floating-point limbs". */
#include <math.h>
#include "testutil.h"
#include "suites.h"

START_TEST(test_positions)
{
  ck_assert_int_eq(FE_POS(0), 0);
  ck_assert_int_eq(FE_POS(FE_N), 224);
  for (int i = 0; i < FE_N; i++) {
    ck_assert_int_eq(FE_POS(i), (int)ceil(224.0 * i / FE_N));
    for (int j = 0; j < FE_N; j++) {
      int gap = FE_POS(i) + FE_POS(j) - FE_XPOS(i + j);
      ck_assert_msg(gap == 0 || gap == 1, "p_%d + p_%d - P_%d = %d", i, j, i + j, gap);
    }
  }
  for (int w = 0; w < 224; w++) {
    int c = FE_COL(w);
    ck_assert(FE_POS(c) <= w && w < FE_POS(c + 1));
  }
}
END_TEST
static void check_round(FE_SCALAR x, int k, int mode)
{
  FE_SCALAR t = fe_round_to(x, k), r = x - t, step = TU_LDEXP(1, k);
  ck_assert_msg(ldexpl(t, -k) == floorl(ldexpl(t, -k)), "t = %La not a multiple of 2^%d",
                (long double)t, k);
  ck_assert_msg(fabsl(r) < step, "|x - t| too large: x = %La, t = %La, k = %d",
                (long double)x, (long double)t, k);
  if (mode == FE_TONEAREST) ck_assert(fabsl(r) <= step / 2);
  if (mode == FE_UPWARD) ck_assert(t >= x);
  if (mode == FE_DOWNWARD || mode == FE_TOWARDZERO) ck_assert(t <= x);
}

START_TEST(test_carry_all_modes)
{
  for (int m = 0; m < 4; m++) {
    if (!tu_set_mode(m)) continue;
    for (int c = 1; c < 2 * FE_N; c++) {
      int k = FE_XPOS(c), g = FE_XPOS(c - 1);
      FE_SCALAR lim = TU_LDEXP(1, FE_PREC - 2 + k);
      check_round(lim, k, tu_modes[m]);
      check_round(-lim, k, tu_modes[m]);
      check_round(lim - TU_LDEXP(1, g), k, tu_modes[m]);
      check_round(-lim + TU_LDEXP(1, g), k, tu_modes[m]);
      for (int n = 0; n < tu_trials(2000); n++) {
        int bits = (int)(tu_rand() % (unsigned)(FE_PREC - 2 + k - g)) + 1;
        int sig = bits < FE_PREC - 1 ? bits : FE_PREC - 1;     /* significant bits drawn */
        uint64_t mag = tu_rand() >> (64 - sig);
        FE_SCALAR x = TU_LDEXP(mag, g + bits - sig);
        check_round(tu_rand() & 1 ? x : -x, k, tu_modes[m]);
      }
    }
  }
  fesetround(FE_TONEAREST);
}
END_TEST
Suite *suite_limbs(void)
{
  Suite *s = suite_create("limbs");
  TCase *tc = tcase_create("layout and carry");
  tcase_add_checked_fixture(tc, tu_setup, tu_teardown);
  tcase_add_test(tc, test_positions);
  tcase_add_test(tc, test_carry_all_modes);
  suite_add_tcase(s, tc);
  return s;
}
