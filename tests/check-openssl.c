/* Generated from book/72-openssl.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Differential tests against OpenSSL". */
#define OPENSSL_SUPPRESS_DEPRECATED
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <check.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/obj_mac.h>
#include "fp224.h"
#include "suites.h"

static EC_GROUP *os_group;
static BN_CTX *os_ctx;
static BIGNUM *os_p, *os_a, *os_b, *os_n;
static BIGNUM *os_k, *os_x, *os_y;
static EC_POINT *os_P, *os_R;
static uint64_t os_state, os_seed_value;
static uint64_t os_rand(void)
{
  uint64_t z = (os_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static void os_random_bytes(unsigned char *s, size_t len)
{
  for (size_t j = 0; j < len; j++) s[j] = (unsigned char)os_rand();
}

static double os_scale(void)
{
  const char *s = getenv("FP224_TEST_SCALE");
  return s ? atof(s) : 1.0;
}

static int os_trials(int n)
{
  int m = (int)(n * os_scale());
  return m < 10 ? 10 : m;
}
static void os_setup(void)
{
  const char *s = getenv("FP224_TEST_SEED");
  os_seed_value = s ? strtoull(s, NULL, 0) : 1;
  os_state = os_seed_value;
  os_group = EC_GROUP_new_by_curve_name(NID_secp224r1);
  os_ctx = BN_CTX_new();
  os_p = BN_new(); os_a = BN_new(); os_b = BN_new(); os_n = BN_new();
  os_k = BN_new(); os_x = BN_new(); os_y = BN_new();
  ck_assert(os_group && os_ctx && os_p && os_a && os_b && os_n && os_k && os_x && os_y);
  os_P = EC_POINT_new(os_group);
  os_R = EC_POINT_new(os_group);
  ck_assert(os_P && os_R);
  ck_assert(EC_GROUP_get_curve(os_group, os_p, os_a, os_b, os_ctx));
  ck_assert(EC_GROUP_get_order(os_group, os_n, os_ctx));
  ck_assert(BN_hex2bn(&os_k, "ffffffffffffffffffffffffffffffff000000000000000000000001"));
  ck_assert_int_eq(BN_cmp(os_k, os_p), 0);
  ck_assert(BN_hex2bn(&os_k, "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d"));
  ck_assert_int_eq(BN_cmp(os_k, os_n), 0);
}

static void os_teardown(void)
{
  EC_POINT_free(os_P); EC_POINT_free(os_R);
  BN_free(os_p); BN_free(os_a); BN_free(os_b); BN_free(os_n);
  BN_free(os_k); BN_free(os_x); BN_free(os_y);
  BN_CTX_free(os_ctx);
  EC_GROUP_free(os_group);
  os_P = os_R = NULL;
  os_p = os_a = os_b = os_n = os_k = os_x = os_y = NULL;
  os_ctx = NULL;
  os_group = NULL;
}
static void os_to_bytes(unsigned char s[28], const BIGNUM *a)
{
  ck_assert_int_eq(BN_bn2binpad(a, s, 28), 28);
}

static void os_from_bytes(BIGNUM *a, const unsigned char s[28])
{
  ck_assert_ptr_nonnull(BN_bin2bn(s, 28, a));
}

static void os_encode(unsigned char s[56], const EC_POINT *P)
{
  ck_assert(EC_POINT_get_affine_coordinates(os_group, P, os_x, os_y, os_ctx));
  os_to_bytes(s, os_x);
  os_to_bytes(s + 28, os_y);
}

static void os_hex(char out[57], const unsigned char s[28])
{
  for (int j = 0; j < 28; j++) snprintf(out + 2 * j, 3, "%02x", s[j]);
}
static int os_expect(unsigned char want[56], const EC_POINT *P, const unsigned char e[28])
{
  os_from_bytes(os_k, e);
  ck_assert(BN_nnmod(os_k, os_k, os_n, os_ctx));
  if (P) ck_assert(EC_POINT_mul(os_group, os_R, NULL, P, os_k, os_ctx));
  else ck_assert(EC_POINT_mul(os_group, os_R, os_k, NULL, NULL, os_ctx));
  if (EC_POINT_is_at_infinity(os_group, os_R)) {
    memset(want, 0, 56);
    return 0;
  }
  os_encode(want, os_R);
  return 1;
}
enum { F56, F28, BASE56, BASE28 };
static const char *const os_names[4] = {
  "fp224_56", "fp224_28", "fp224_base_56", "fp224_base_28"
};

static int os_all_zero(const unsigned char *q, size_t len)
{
  unsigned char acc = 0;
  for (size_t j = 0; j < len; j++) acc |= q[j];
  return acc == 0;
}

static void os_run(int f, const unsigned char in[56], const unsigned char e[28],
                   const unsigned char want[56], int finite, const char *what)
{
  unsigned char q[56], in0[56] = { 0 }, e0[28];
  size_t len = f == F56 || f == BASE56 ? 56 : 28;
  size_t inlen = f == F56 ? 56 : f == F28 ? 28 : 0;
  char hex[57];
  for (size_t j = 0; j < len; j++) q[j] = (unsigned char)(os_rand() | 0x80);
  if (inlen) memcpy(in0, in, inlen);
  memcpy(e0, e, 28);
  int r = 0;
  switch (f) {
  case F56:    r = fp224_56(q, in, e); break;
  case F28:    r = fp224_28(q, in, e); break;
  case BASE56: r = fp224_base_56(q, e); break;
  case BASE28: r = fp224_base_28(q, e); break;
  }
  os_hex(hex, e);
  if (finite)
    ck_assert_msg(r == 0 && memcmp(q, want, len) == 0,
                  "%s wrong on %s: returned %d (e = %s, seed %llu)",
                  os_names[f], what, r, hex, (unsigned long long)os_seed_value);
  else
    ck_assert_msg(r == -1 && os_all_zero(q, len),
                  "%s on %s: returned %d, output %s, want -1 and zeros (e = %s, seed %llu)",
                  os_names[f], what, r, os_all_zero(q, len) ? "zero" : "not zero", hex,
                  (unsigned long long)os_seed_value);
  ck_assert_msg(memcmp(e0, e, 28) == 0 && (inlen == 0 || memcmp(in0, in, inlen) == 0),
                "%s changed its input on %s", os_names[f], what);
}
static int os_infinite;

static int os_check_point(const EC_POINT *P, const unsigned char e[28], const char *what)
{
  unsigned char in[56], want[56];
  os_encode(in, P);
  int finite = os_expect(want, P, e);
  os_infinite += !finite;
  os_run(F56, in, e, want, finite, what);
  os_run(F28, in, e, want, finite, what);
  return 2;
}

static int os_check_base(const unsigned char e[28], const char *what)
{
  unsigned char want[56];
  int finite = os_expect(want, NULL, e);
  os_infinite += !finite;
  os_run(BASE56, NULL, e, want, finite, what);
  os_run(BASE28, NULL, e, want, finite, what);
  return 2;
}
static void os_rhs(BIGNUM *r, const BIGNUM *x)
{
  BN_CTX_start(os_ctx);
  BIGNUM *t = BN_CTX_get(os_ctx);
  ck_assert_ptr_nonnull(t);
  ck_assert(BN_mod_sqr(t, x, os_p, os_ctx));
  ck_assert(BN_mod_add(t, t, os_a, os_p, os_ctx));
  ck_assert(BN_mod_mul(t, t, x, os_p, os_ctx));
  ck_assert(BN_mod_add(r, t, os_b, os_p, os_ctx));
  BN_CTX_end(os_ctx);
}

static int os_is_square(const BIGNUM *t)
{
  int k = BN_kronecker(t, os_p, os_ctx);
  ck_assert(k >= -1);
  return k >= 0;
}

static int os_valid28(const unsigned char s[28])
{
  BN_CTX_start(os_ctx);
  BIGNUM *x = BN_CTX_get(os_ctx), *t = BN_CTX_get(os_ctx);
  ck_assert_ptr_nonnull(t);
  os_from_bytes(x, s);
  int ok = BN_cmp(x, os_p) < 0;
  if (ok) { os_rhs(t, x); ok = os_is_square(t); }
  BN_CTX_end(os_ctx);
  return ok;
}

static int os_valid56(const unsigned char s[56])
{
  BN_CTX_start(os_ctx);
  BIGNUM *x = BN_CTX_get(os_ctx), *y = BN_CTX_get(os_ctx), *t = BN_CTX_get(os_ctx);
  ck_assert_ptr_nonnull(t);
  os_from_bytes(x, s);
  os_from_bytes(y, s + 28);
  int ok = BN_cmp(x, os_p) < 0 && BN_cmp(y, os_p) < 0;
  if (ok) {
    os_rhs(t, x);
    ck_assert(BN_mod_sqr(y, y, os_p, os_ctx));
    ok = BN_cmp(y, t) == 0;
  }
  BN_CTX_end(os_ctx);
  return ok;
}
static const char os_x1_hex[] = "3b5889352ddf7468bf8c0729212aa1b2a3fcb1a844b8be91abb753d5";

static void os_random_point(EC_POINT *P)
{
  unsigned char s[28];
  os_random_bytes(s, 28);
  os_from_bytes(os_k, s);
  ck_assert(BN_nnmod(os_k, os_k, os_n, os_ctx));
  if (BN_is_zero(os_k)) ck_assert(BN_one(os_k));
  ck_assert(EC_POINT_mul(os_group, P, os_k, NULL, NULL, os_ctx));
}

static unsigned long os_small_x_point(EC_POINT *P)
{
  BN_CTX_start(os_ctx);
  BIGNUM *x = BN_CTX_get(os_ctx), *y = BN_CTX_get(os_ctx), *t = BN_CTX_get(os_ctx);
  ck_assert_ptr_nonnull(t);
  unsigned long x0 = 0;
  for (;; x0++) {
    ck_assert(BN_set_word(x, x0));
    os_rhs(t, x);
    if (os_is_square(t)) break;
  }
  ck_assert_ptr_nonnull(BN_mod_sqrt(y, t, os_p, os_ctx));
  ck_assert(EC_POINT_set_affine_coordinates(os_group, P, x, y, os_ctx));
  BN_CTX_end(os_ctx);
  return x0;
}

static void os_small_y_point(EC_POINT *P, int neg)
{
  BN_CTX_start(os_ctx);
  BIGNUM *x = BN_CTX_get(os_ctx), *y = BN_CTX_get(os_ctx);
  ck_assert_ptr_nonnull(y);
  ck_assert(BN_hex2bn(&x, os_x1_hex));
  ck_assert(BN_one(y));
  if (neg) ck_assert(BN_sub(y, os_p, y));
  ck_assert(EC_POINT_set_affine_coordinates(os_group, P, x, y, os_ctx));
  BN_CTX_end(os_ctx);
}

enum { NPOINTS = 6 };
static const char *const os_point_names[NPOINTS] = {
  "G", "-G", "(x1, 1)", "(x1, p-1)", "smallest x", "a random point"
};

static void os_test_point(EC_POINT *P, int i)
{
  switch (i) {
  case 0: ck_assert(EC_POINT_copy(P, EC_GROUP_get0_generator(os_group))); break;
  case 1: ck_assert(EC_POINT_copy(P, EC_GROUP_get0_generator(os_group)));
          ck_assert(EC_POINT_invert(os_group, P, os_ctx)); break;
  case 2: os_small_y_point(P, 0); break;
  case 3: os_small_y_point(P, 1); break;
  case 4: os_small_x_point(P); break;
  default: os_random_point(P); break;
  }
  unsigned char s[56];
  os_encode(s, P);
  ck_assert_msg(os_valid56(s), "test point %s is not on the curve", os_point_names[i]);
}
static void os_clear_bit(unsigned char e[28], int k)
{
  e[27 - k / 8] &= (unsigned char)~(1u << (k % 8));
}

static void os_random_scalar(unsigned char e[28], int kind)
{
  os_random_bytes(e, 28);
  switch (kind % 4) {
  case 1:
    for (int k = (int)(os_rand() % 225); k < 224; k++) os_clear_bit(e, k);
    break;
  case 2:
    for (int j = 0; j < 28; j++) {
      int c = (int)(os_rand() % 3);
      if (c < 2) e[j] = c ? 0xff : 0;
    }
    break;
  case 3:
    ck_assert(BN_set_word(os_k, (unsigned long)(os_rand() & 0xffffffffu)));
    ck_assert(BN_add(os_k, os_k, os_n));
    ck_assert(BN_sub_word(os_k, 0x80000000u));
    os_to_bytes(e, os_k);
    break;
  }
}
START_TEST(test_openssl_random)
{
  int trials = os_trials(1000), done = 0;
  for (int t = 0; t < trials; t++) {
    unsigned char e[28];
    os_random_point(os_P);
    os_random_scalar(e, t);
    done += os_check_point(os_P, e, "a random point");
  }
  ck_assert_int_ge(done, 2 * trials);
}
END_TEST

START_TEST(test_openssl_random_base)
{
  int trials = os_trials(1000), done = 0;
  for (int t = 0; t < trials; t++) {
    unsigned char e[28];
    os_random_scalar(e, t);
    done += os_check_base(e, "a random scalar");
  }
  ck_assert_int_ge(done, 2 * trials);
}
END_TEST
enum { WINDOWS = 45 };

static int os_bit(const unsigned char e[28], int k)
{
  if (k < 0 || k >= 224) return 0;
  return (e[27 - k / 8] >> (k % 8)) & 1;
}

static void os_set_bit(unsigned char e[28], int k)
{
  e[27 - k / 8] |= (unsigned char)(1u << (k % 8));
}

static int os_window(const unsigned char e[28], int i, int width)
{
  int w = 0;
  for (int j = width - 1; j >= 0; j--) w = 2 * w + os_bit(e, width * i + j);
  return w;
}

static void os_booth(int d[WINDOWS], const unsigned char e[28])
{
  for (int i = 0; i < WINDOWS; i++)
    d[i] = os_window(e, i, 5) - 32 * os_bit(e, 5 * i + 4) + os_bit(e, 5 * i - 1);
}

static void os_carry_digits(int d[WINDOWS + 1], const unsigned char e[28], int hi)
{
  int c = 0;
  for (int i = 0; i < WINDOWS; i++) {
    int w = os_window(e, i, 5) + c;
    c = w > hi;
    d[i] = w - 32 * c;
  }
  d[WINDOWS] = c;
}
static void os_pattern(unsigned char e[28], unsigned bits, int width)
{
  memset(e, 0, 28);
  for (int k = 0; k < 224; k++)
    if ((bits >> (k % width)) & 1) os_set_bit(e, k);
}

enum { BOOTH_A, BOOTH_B, CARRY_MINUS, CARRY_PLUS, NEXTREME };
static const char *const os_extreme_names[NEXTREME] = {
  "Booth -16, 16, ...", "Booth 15, -16, 16, ...", "carry digits all -16", "carry digits all 16"
};

static void os_extreme(unsigned char e[28], int which)
{
  switch (which) {
  case BOOTH_A:     os_pattern(e, 0x1f0, 10); break;
  case BOOTH_B:     os_pattern(e, 0x20f, 10); break;
  case CARRY_MINUS: os_pattern(e, 15, 5); e[27] = (unsigned char)((e[27] & 0xe0) | 0x10); break;
  case CARRY_PLUS:  os_pattern(e, 16, 5); break;
  }
}
enum { SPAN = 40, MAXEDGE = 1024 };
static struct { unsigned char e[28]; char what[48]; } os_edges[MAXEDGE];
static int os_nedges;

static void os_add_edge(const unsigned char e[28], const char *fmt, ...)
{
  ck_assert_int_lt(os_nedges, MAXEDGE);
  memcpy(os_edges[os_nedges].e, e, 28);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(os_edges[os_nedges].what, sizeof os_edges[0].what, fmt, ap);
  va_end(ap);
  os_nedges++;
}

static void os_add_edge_bn(const BIGNUM *k, const char *fmt, int arg)
{
  unsigned char e[28];
  os_to_bytes(e, k);
  os_add_edge(e, fmt, arg);
}
static void os_edges_small_and_near_n(void)
{
  for (int i = 0; i <= SPAN; i++) {
    ck_assert(BN_set_word(os_k, (unsigned long)i));
    os_add_edge_bn(os_k, "%d", i);
  }
  for (int i = SPAN; i >= 1; i--) {
    ck_assert(BN_copy(os_k, os_n));
    ck_assert(BN_sub_word(os_k, (unsigned long)i));
    os_add_edge_bn(os_k, "n-%d", i);
  }
  os_add_edge_bn(os_n, "n", 0);
  for (int i = 1; i <= SPAN; i++) {
    ck_assert(BN_copy(os_k, os_n));
    ck_assert(BN_add_word(os_k, (unsigned long)i));
    os_add_edge_bn(os_k, "n+%d", i);
  }
}
static int os_keep_power(int k)
{
  return os_scale() >= 1 || k % 5 == 4 || k < 5 || k >= 220;
}

static void os_edges_powers(void)
{
  for (int k = 0; k < 224; k++) {
    if (!os_keep_power(k)) continue;
    BN_zero(os_k);
    ck_assert(BN_set_bit(os_k, k));
    os_add_edge_bn(os_k, "2^%d", k);
  }
  for (int k = 1; k <= 224; k++) {
    if (!os_keep_power(k)) continue;
    BN_zero(os_k);
    ck_assert(BN_set_bit(os_k, k));
    ck_assert(BN_sub_word(os_k, 1));
    os_add_edge_bn(os_k, "2^%d-1", k);
  }
}
static void os_edges_nonzero_windows(void)
{
  unsigned char e[28];
  for (unsigned v = 1; v < 32; v++) { os_pattern(e, v, 5); os_add_edge(e, "5-bit %u repeated", v); }
  for (unsigned v = 1; v < 16; v++) { os_pattern(e, v, 4); os_add_edge(e, "4-bit %u repeated", v); }
  for (int t = 0; t < 8; t++) {
    os_random_bytes(e, 28);
    for (int i = 0; i < 56; i++) if (os_window(e, i, 4) == 0) os_set_bit(e, 4 * i);
    for (int i = 0; i < WINDOWS; i++) if (os_window(e, i, 5) == 0) os_set_bit(e, 5 * i);
    os_add_edge(e, "random, no zero window %d", t);
  }
}
static void os_edges_zero_runs_and_extremes(void)
{
  static const int pairs[][2] = { { 223, 0 }, { 223, 4 }, { 223, 5 }, { 219, 0 },
                                  { 220, 4 }, { 112, 111 }, { 200, 24 } };
  static const int tops[] = { 5, 10, 112, 219, 220 };
  unsigned char e[28];
  for (size_t j = 0; j < sizeof pairs / sizeof pairs[0]; j++) {
    memset(e, 0, 28);
    os_set_bit(e, pairs[j][0]);
    os_set_bit(e, pairs[j][1]);
    os_add_edge(e, "2^%d+2^%d", pairs[j][0], pairs[j][1]);
  }
  for (size_t j = 0; j < sizeof tops / sizeof tops[0]; j++) {
    memset(e, 0xff, 28);
    for (int k = 0; k < tops[j]; k++) os_clear_bit(e, k);
    os_add_edge(e, "2^224-2^%d", tops[j]);
  }
  for (int t = 0; t < 8; t++) {
    memset(e, 0, 28);
    for (int i = 0; i < WINDOWS; i++)
      if (os_rand() % 8 == 0)
        for (int j = 0; j < 5 && 5 * i + j < 224; j++)
          if (os_rand() & 1) os_set_bit(e, 5 * i + j);
    os_add_edge(e, "random, sparse %d", t);
  }
  for (int x = 0; x < NEXTREME; x++) {
    os_extreme(e, x);
    os_add_edge(e, "%s", os_extreme_names[x]);
  }
}
static void os_make_edges(void)
{
  os_nedges = 0;
  os_edges_small_and_near_n();
  os_edges_powers();
  int from = os_nedges;
  os_edges_nonzero_windows();
  os_edges_zero_runs_and_extremes();
  int to = os_nedges;
  for (int i = from; i < to; i++) {
    os_from_bytes(os_k, os_edges[i].e);
    ck_assert(BN_mod_sub(os_k, os_n, os_k, os_n, os_ctx));
    unsigned char e[28];
    os_to_bytes(e, os_k);
    os_add_edge(e, "n-(%s)", os_edges[i].what);
  }
}
static int os_min_edges(void)
{
  return os_scale() >= 1 ? 700 : 350;
}

START_TEST(test_openssl_edge)
{
  int done = 0;
  os_make_edges();
  ck_assert_int_ge(os_nedges, os_min_edges());
  os_test_point(os_P, _i);
  os_infinite = 0;
  for (int j = 0; j < os_nedges; j++) {
    char what[96];
    snprintf(what, sizeof what, "%s on %s", os_edges[j].what, os_point_names[_i]);
    done += os_check_point(os_P, os_edges[j].e, what);
  }
  ck_assert_int_ge(done, 2 * os_min_edges());
  ck_assert_int_ge(os_infinite, 2);
}
END_TEST

START_TEST(test_openssl_edge_base)
{
  int done = 0;
  os_make_edges();
  ck_assert_int_ge(os_nedges, os_min_edges());
  os_infinite = 0;
  for (int j = 0; j < os_nedges; j++)
    done += os_check_base(os_edges[j].e, os_edges[j].what);
  ck_assert_int_ge(done, 2 * os_min_edges());
  ck_assert_int_ge(os_infinite, 2);
}
END_TEST
static int os_expect_digits(const int *d, int count, int (*want)(int), const char *what)
{
  int done = 0;
  for (int i = 0; i < count; i++) {
    int w = want(i);
    if (w == 99) continue;
    ck_assert_msg(d[i] == w, "%s: digit %d is %d, not %d", what, i, d[i], w);
    done++;
  }
  return done;
}

static int os_want_booth_a(int i) { return i < 44 ? (i % 2 ? 16 : -16) : 0; }
static int os_want_booth_b(int i) { return i == 0 ? 15 : i % 2 ? -16 : 16; }
static int os_want_carry_minus(int i) { return i < WINDOWS ? -16 : 1; }
static int os_want_carry_plus(int i) { return i < 44 ? 16 : 0; }
static int os_want_all_ones(int i) { return i == 0 ? -1 : i < 44 ? 0 : 16; }
static int os_want_n_plus_6(int i) { return i == 0 ? 3 : 99; }
static int os_want_n_top(int i) { return i == 44 ? -16 : i == 45 ? 1 : 99; }
static void os_digits_value(BIGNUM *r, const int *d, int count)
{
  BN_zero(r);
  for (int i = count - 1; i >= 0; i--) {
    ck_assert(BN_lshift(r, r, 5));
    if (d[i] >= 0) ck_assert(BN_add_word(r, (BN_ULONG)d[i]));
    else ck_assert(BN_sub_word(r, (BN_ULONG)-d[i]));
  }
}

START_TEST(test_openssl_recoding)
{
  int d[WINDOWS + 1], done = 0;
  unsigned char e[28];
  os_extreme(e, BOOTH_A); os_booth(d, e);
  done += os_expect_digits(d, WINDOWS, os_want_booth_a, os_extreme_names[BOOTH_A]);
  os_extreme(e, BOOTH_B); os_booth(d, e);
  done += os_expect_digits(d, WINDOWS, os_want_booth_b, os_extreme_names[BOOTH_B]);
  os_extreme(e, CARRY_MINUS); os_carry_digits(d, e, 15);
  done += os_expect_digits(d, WINDOWS + 1, os_want_carry_minus, os_extreme_names[CARRY_MINUS]);
  os_extreme(e, CARRY_PLUS); os_carry_digits(d, e, 16);
  done += os_expect_digits(d, WINDOWS + 1, os_want_carry_plus, os_extreme_names[CARRY_PLUS]);
  memset(e, 0xff, 28); os_booth(d, e);
  done += os_expect_digits(d, WINDOWS, os_want_all_ones, "2^224-1");
  ck_assert(BN_copy(os_k, os_n));
  ck_assert(BN_add_word(os_k, 6));
  os_to_bytes(e, os_k); os_booth(d, e);
  done += os_expect_digits(d, WINDOWS, os_want_n_plus_6, "n+6");
  for (int hi = 15; hi <= 16; hi++) {
    os_carry_digits(d, e, hi);
    done += os_expect_digits(d, WINDOWS + 1, os_want_n_plus_6, "n+6, carry digits");
  }
  ck_assert(BN_sub_word(os_k, 3));
  ck_assert(BN_nnmod(os_k, os_k, os_n, os_ctx));
  ck_assert(BN_is_word(os_k, 3));
  os_to_bytes(e, os_n); os_carry_digits(d, e, 15);
  done += os_expect_digits(d, WINDOWS + 1, os_want_n_top, "n, carry digits");
  BN_CTX_start(os_ctx);
  BIGNUM *low = BN_CTX_get(os_ctx), *want = BN_CTX_get(os_ctx);
  ck_assert_ptr_nonnull(want);
  os_digits_value(low, d, 44);
  BN_zero(want);
  ck_assert(BN_set_bit(want, 224));
  ck_assert(BN_sub(want, os_n, want));
  ck_assert_int_eq(BN_cmp(low, want), 0);
  BN_CTX_end(os_ctx);
  ck_assert_int_eq(done, 5 * WINDOWS + 2 + 3 + 2);
}
END_TEST
START_TEST(test_openssl_infinity)
{
  unsigned char zero[28] = { 0 }, n[28], want[56], in[56];
  int done = 0;
  os_to_bytes(n, os_n);
  const unsigned char *es[2] = { zero, n };
  for (int j = 0; j < 2; j++) {
    ck_assert_int_eq(os_expect(want, NULL, es[j]), 0);
    os_run(BASE56, NULL, es[j], want, 0, j ? "e = n" : "e = 0");
    os_run(BASE28, NULL, es[j], want, 0, j ? "e = n" : "e = 0");
    done += 2;
  }
  for (int t = 0; t < 20; t++) {
    os_test_point(os_P, t < NPOINTS ? t : NPOINTS - 1);
    os_encode(in, os_P);
    for (int j = 0; j < 2; j++) {
      ck_assert_int_eq(os_expect(want, os_P, es[j]), 0);
      os_run(F56, in, es[j], want, 0, j ? "e = n" : "e = 0");
      os_run(F28, in, es[j], want, 0, j ? "e = n" : "e = 0");
      done += 2;
    }
  }
  ck_assert_int_ge(done, 4 + 80);
}
END_TEST
static int os_reject(int f, const unsigned char in[56], const char *what)
{
  unsigned char e[28], want[56] = { 0 };
  int done = 0;
  for (int j = 0; j < 3; j++) {
    if (j == 0) { memset(e, 0, 28); e[27] = 1; }
    if (j == 1) os_random_bytes(e, 28);
    if (j == 2) { ck_assert(BN_sub(os_k, os_n, BN_value_one())); os_to_bytes(e, os_k); }
    os_run(f, in, e, want, 0, what);
    done++;
  }
  return done;
}

static int os_reject56(const unsigned char in[56], const char *what)
{
  ck_assert_msg(!os_valid56(in), "the test's invalid point %s is valid", what);
  return os_reject(F56, in, what);
}

static int os_reject28(const unsigned char x[28], const char *what)
{
  unsigned char in[56] = { 0 };
  memcpy(in, x, 28);
  ck_assert_msg(!os_valid28(in), "the test's invalid x %s is valid", what);
  return os_reject(F28, in, what);
}
static const char *const os_big_names[3] = { "p", "p+1", "2^224-1" };

static void os_big(unsigned char s[28], int i)
{
  BN_CTX_start(os_ctx);
  BIGNUM *t = BN_CTX_get(os_ctx);
  ck_assert_ptr_nonnull(t);
  if (i < 2) {
    ck_assert(BN_copy(os_k, os_p));
    ck_assert(BN_add_word(os_k, (unsigned long)i));
    os_to_bytes(s, os_k);
  } else {
    memset(s, 0xff, 28);
    os_from_bytes(os_k, s);
  }
  ck_assert(BN_nnmod(os_k, os_k, os_p, os_ctx));
  os_rhs(t, os_k);
  ck_assert_msg(!os_is_square(t), "%s mod p is not on the twist", os_big_names[i]);
  BN_CTX_end(os_ctx);
}
START_TEST(test_openssl_invalid_56)
{
  unsigned char g[56], in[56], big[28];
  char what[64];
  int done = 0, flips = os_trials(100);
  os_encode(g, EC_GROUP_get0_generator(os_group));
  for (int i = 0; i < 3; i++) {
    os_big(big, i);
    memcpy(in, big, 28); memcpy(in + 28, g + 28, 28);
    snprintf(what, sizeof what, "x = %s", os_big_names[i]);
    done += os_reject56(in, what);
    memcpy(in, g, 28); memcpy(in + 28, big, 28);
    snprintf(what, sizeof what, "y = %s", os_big_names[i]);
    done += os_reject56(in, what);
    memcpy(in, big, 28); memcpy(in + 28, big, 28);
    snprintf(what, sizeof what, "x = y = %s", os_big_names[i]);
    done += os_reject56(in, what);
  }
  {
    unsigned long x0 = os_small_x_point(os_P);
    os_encode(in, os_P);
    ck_assert(os_valid56(in));
    ck_assert(BN_set_word(os_k, x0));
    ck_assert(BN_add(os_k, os_k, os_p));
    os_to_bytes(in, os_k);
    snprintf(what, sizeof what, "(%lu + p, y)", x0);
    done += os_reject56(in, what);
    os_small_y_point(os_P, 0);
    os_encode(in, os_P);
    ck_assert(os_valid56(in));
    ck_assert(BN_copy(os_k, os_p));
    ck_assert(BN_add_word(os_k, 1));
    os_to_bytes(in + 28, os_k);
    done += os_reject56(in, "(x1, 1 + p)");
  }
  memset(in, 0, 56);
  done += os_reject56(in, "(0, 0)");
  for (int t = 0; t < flips; t++) {
    os_random_point(os_P);
    os_encode(in, os_P);
    int k = (int)(os_rand() % 224);
    in[(t % 2 ? 0 : 28) + 27 - k / 8] ^= (unsigned char)(1u << (k % 8));
    snprintf(what, sizeof what, "a random point with bit %d of %s flipped", k, t % 2 ? "x" : "y");
    done += os_reject56(in, what);
  }
  ck_assert_int_ge(done, 3 * (9 + 2 + 1 + flips));
}
END_TEST
START_TEST(test_openssl_invalid_28)
{
  unsigned char x[28];
  char what[64];
  int done = 0, twist = 0, small = 0, want = os_trials(200);
  for (int i = 0; i < 3; i++) {
    os_big(x, i);
    done += os_reject28(x, os_big_names[i]);
  }
  int valid = 0;
  for (unsigned long x0 = 0; x0 <= SPAN; x0++) {
    ck_assert(BN_set_word(os_k, x0));
    os_to_bytes(x, os_k);
    snprintf(what, sizeof what, "x = %lu", x0);
    if (!os_valid28(x)) { done += os_reject28(x, what); small++; continue; }
    if (valid++ >= 2) continue;
    ck_assert(BN_add(os_k, os_k, os_p));
    os_to_bytes(x, os_k);
    snprintf(what, sizeof what, "x = %lu + p", x0);
    done += os_reject28(x, what);
  }
  while (twist < want) {
    os_random_bytes(x, 28);
    os_from_bytes(os_k, x);
    if (BN_cmp(os_k, os_p) >= 0 || os_valid28(x)) continue;
    snprintf(what, sizeof what, "a random x on the twist");
    done += os_reject28(x, what);
    twist++;
  }
  ck_assert_int_ge(small, 10);
  ck_assert_int_ge(done, 3 * (3 + 2 + small + want));
}
END_TEST
Suite *suite_openssl(void)
{
  Suite *s = suite_create("openssl");
  TCase *tc = tcase_create("against OpenSSL");
  tcase_add_checked_fixture(tc, os_setup, os_teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_openssl_random);
  tcase_add_test(tc, test_openssl_random_base);
  tcase_add_loop_test(tc, test_openssl_edge, 0, NPOINTS);
  tcase_add_test(tc, test_openssl_edge_base);
  tcase_add_test(tc, test_openssl_recoding);
  tcase_add_test(tc, test_openssl_infinity);
  tcase_add_test(tc, test_openssl_invalid_56);
  tcase_add_test(tc, test_openssl_invalid_28);
  suite_add_tcase(s, tc);
  return s;
}
