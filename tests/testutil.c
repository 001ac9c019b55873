/* Generated from book/80-testing.nw by notangle; edit the book, not this file. */
/* Helpers shared by the tests. */
#include <stdlib.h>
#include <math.h>
#include "testutil.h"

mpz_t tu_p;
uint64_t tu_seed_value;
static uint64_t state;
void tu_setup(void)
{
  const char *s = getenv("FP224_TEST_SEED");
  tu_seed_value = s ? strtoull(s, NULL, 0) : 1;
  state = tu_seed_value;
  mpz_init(tu_p);
  mpz_ui_pow_ui(tu_p, 2, 224);
  mpz_t t;
  mpz_init(t);
  mpz_ui_pow_ui(t, 2, 96);
  mpz_sub(tu_p, tu_p, t);
  mpz_add_ui(tu_p, tu_p, 1);
  mpz_clear(t);
  fesetround(FE_TONEAREST);
}

void tu_teardown(void)
{
  mpz_clear(tu_p);
  fesetround(FE_TONEAREST);
}

int tu_trials(int n)
{
  const char *s = getenv("FP224_TEST_SCALE");
  double k = s ? atof(s) : 1.0;
  int m = (int)(n * k);
  return m < 1 ? 1 : m;
}
uint64_t tu_rand(void)
{
  uint64_t z = (state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

int64_t tu_rand_range(int64_t lo, int64_t hi)    /* uniform enough in [lo, hi] */
{
  return lo + (int64_t)(tu_rand() % (uint64_t)(hi - lo + 1));
}

int64_t tu_bound(int i, double K)                /* floor(K c_i), c_i in units */
{
  double c = ldexp(1, FE_WIDTH(i)) + ldexp(1, FE_WIDTH(i) - FE_SLACK);
  return (int64_t)floor(K * c);                  /* below 2^40: exact in double */
}

void tu_random_fe(fe *f, double K)
{
  for (int i = 0; i < FE_N; i++) {
    int64_t b = tu_bound(i, K);
    f->v[i] = TU_LDEXP(tu_rand_range(-b, b), FE_POS(i));
  }
}

void tu_extreme_fe(fe *f, double K, uint32_t signs)
{
  for (int i = 0; i < FE_N; i++) {
    int64_t b = tu_bound(i, K);
    f->v[i] = TU_LDEXP((signs >> i) & 1 ? -b : b, FE_POS(i));
  }
}

void tu_random_mpz(mpz_t x)                      /* uniform-ish in [0, p) */
{
  unsigned char s[28];
  for (int j = 0; j < 28; j++) s[j] = (unsigned char)tu_rand();
  tu_bytes_to_mpz(x, s);
  mpz_mod(x, x, tu_p);
}
void tu_fe_to_mpz(mpz_t r, const fe *f)
{
  mpz_t t;
  mpz_init(t);
  mpz_set_ui(r, 0);
  for (int i = 0; i < FE_N; i++) {
    long double q = ldexpl(f->v[i], -FE_POS(i));
    ck_assert_msg(q == floorl(q) && fabsl(q) < 0x1p62L,
                  "limb %d = %La is not a multiple of 2^%d", i, (long double)f->v[i], FE_POS(i));
    int64_t v = (int64_t)q;                      /* exact: |q| < 2^62 */
    uint64_t m = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    mpz_set_ui(t, (unsigned long)(m >> 32));     /* long has 32 bits on 32-bit CPUs */
    mpz_mul_2exp(t, t, 32);
    mpz_add_ui(t, t, (unsigned long)(m & 0xffffffffu));
    if (v < 0) mpz_neg(t, t);
    mpz_mul_2exp(t, t, FE_POS(i));
    mpz_add(r, r, t);
  }
  mpz_mod(r, r, tu_p);
  mpz_clear(t);
}

int tu_is_carried(const fe *f)
{
  for (int i = 0; i < FE_N; i++)
    if (fabsl(f->v[i]) > ldexpl((long double)tu_bound(i, 1.0), FE_POS(i))) return 0;
  return 1;
}

void tu_mpz_to_bytes(unsigned char s[28], const mpz_t x)
{
  size_t n = 0;
  unsigned char buf[29] = { 0 };
  mpz_export(buf, &n, 1, 1, 1, 0, x);
  ck_assert(n <= 28);
  for (int j = 0; j < 28; j++) s[j] = 0;
  for (size_t j = 0; j < n; j++) s[28 - n + j] = buf[j];
}

void tu_bytes_to_mpz(mpz_t x, const unsigned char s[28])
{
  mpz_import(x, 28, 1, 1, 1, 0, s);
}

void tu_fe_from_mpz(fe *f, const mpz_t x)
{
  unsigned char s[28];
  mpz_t y;
  mpz_init(y);
  mpz_mod(y, x, tu_p);
  tu_mpz_to_bytes(s, y);
  ck_assert_int_eq(fe_unpack(f, s), 0);
  mpz_clear(y);
}
const int tu_modes[4] = { FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD };
const char *const tu_mode_names[4] = { "to nearest", "toward zero", "upward", "downward" };
int tu_set_mode(int m)
{
  volatile double one = 1, tiny = 0x1p-60;
  if (fesetround(tu_modes[m]) != 0) return 0;
  double up = one + tiny, down = one - tiny, neg = -one - tiny;
  switch (tu_modes[m]) {
  case FE_TONEAREST:  return up == 1 && down == 1 && neg == -1;
  case FE_TOWARDZERO: return up == 1 && down < 1 && neg == -1;
  case FE_UPWARD:     return up > 1 && down == 1 && neg == -1;
  case FE_DOWNWARD:   return up == 1 && down < 1 && neg < -1;
  }
  return 0;
}
