/* Generated from book/65-simd.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Lanes: batches in SIMD registers". */
#include <string.h>
#include <openssl/ec.h>
#include <openssl/obj_mac.h>
#include <openssl/bn.h>
#include "testutil.h"
#include "suites.h"
#include "fp224.h"
#include "api.h"
static int bt_expect(unsigned char *want, const unsigned char *in, const unsigned char e[28],
                     int x_only)
{
  EC_GROUP *g = EC_GROUP_new_by_curve_name(NID_secp224r1);
  EC_POINT *P = EC_POINT_new(g), *R = EC_POINT_new(g);
  BN_CTX *ctx = BN_CTX_new();
  BIGNUM *k = BN_bin2bn(e, 28, NULL);
  unsigned char oct[57], out[57];
  int ok;
  ck_assert(g && P && R && ctx && k);
  oct[0] = x_only ? 0x02 : 0x04;
  memcpy(oct + 1, in, x_only ? 28 : 56);
  ok = EC_POINT_oct2point(g, P, oct, x_only ? 29 : 57, ctx)
       && EC_POINT_mul(g, R, NULL, P, k, ctx) && !EC_POINT_is_at_infinity(g, R);
  if (ok) {
    ck_assert_uint_eq(EC_POINT_point2oct(g, R, POINT_CONVERSION_UNCOMPRESSED, out, 57, ctx), 57);
    memcpy(want, out + 1, x_only ? 28 : 56);
  } else {
    memset(want, 0, x_only ? 28 : 56);
  }
  BN_free(k);
  BN_CTX_free(ctx);
  EC_POINT_free(R);
  EC_POINT_free(P);
  EC_GROUP_free(g);
  return ok ? 0 : -1;
}
static const unsigned char bt_order[28] = {
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  0x16, 0xa2, 0xe0, 0xb8, 0xf0, 0x3e, 0x13, 0xdd, 0x29, 0x45, 0x5c, 0x5c, 0x2a, 0x3d };

static void bt_random(unsigned char *s, size_t len)
{
  for (size_t i = 0; i < len; i++) s[i] = (unsigned char)tu_rand();
}

static void bt_inputs(size_t n, unsigned char (*p)[56], unsigned char (*e)[28])
{
  for (size_t i = 0; i < n; i++) {
    unsigned char k[28];
    bt_random(k, 28);
    bt_random(e[i], 28);
    ck_assert_int_eq(fp224_base_56(p[i], k), 0);
    switch (tu_rand() % 25) {
    case 0: memset(p[i], 0xff, 28); break;                  /* x not below p */
    case 1: p[i][55] ^= 1; break;                           /* off the curve */
    case 2: p[i][5] ^= 0x40; break;                         /* x probably on the twist */
    case 3: memset(e[i], 0, 28); break;                     /* e = 0 */
    case 4: memcpy(e[i], bt_order, 28); break;              /* e = n */
    default: break;
    }
  }
}
enum { BT_MAX = 75 };

static const char *bt_reference(void)              /* the one-lane path of this build */
{
  return fp224_force_path("portable") == 0 ? "portable" : "x87";
}

static void bt_check(const char *path, size_t n, int x_only, int in_place)
{
  static unsigned char p[BT_MAX][56], e[BT_MAX][28], q[BT_MAX][56];
  static unsigned char x[BT_MAX][28], qx[BT_MAX][28];
  int ret[BT_MAX + 1];
  bt_inputs(n, p, e);
  for (size_t i = 0; i < n; i++) memcpy(x[i], p[i], 28);
  ret[n] = 12345;                                           /* must stay untouched */
  ck_assert_int_eq(fp224_force_path(path), 0);
  if (x_only) {
    if (in_place) memcpy(qx, x, sizeof qx);
    else memset(qx, 0xa5, sizeof qx);
    fp224_28_batch(n, qx, (const unsigned char (*)[28])(in_place ? qx : x),
                   (const unsigned char (*)[28])e, ret);
  } else {
    if (in_place) memcpy(q, p, sizeof q);
    else memset(q, 0xa5, sizeof q);
    fp224_56_batch(n, q, (const unsigned char (*)[56])(in_place ? q : p),
                   (const unsigned char (*)[28])e, ret);
  }
  ck_assert_int_eq(ret[n], 12345);
  ck_assert_int_eq(fp224_force_path(bt_reference()), 0);
  for (size_t i = 0; i < n; i++) {
    unsigned char single[56], want[56];
    size_t len = x_only ? 28 : 56;
    const unsigned char *got = x_only ? qx[i] : q[i];
    int r1 = x_only ? fp224_28(single, x[i], e[i]) : fp224_56(single, p[i], e[i]);
    int r2 = bt_expect(want, x_only ? x[i] : p[i], e[i], x_only);
    ck_assert_msg(ret[i] == r1 && memcmp(got, single, len) == 0,
                  "%s batch of %zu, element %zu: differs from the single call", path, n, i);
    ck_assert_msg(r1 == r2 && memcmp(single, want, len) == 0,
                  "%s batch of %zu, element %zu: differs from OpenSSL", path, n, i);
  }
}
static const char *const bt_paths[] = { "portable", "x87", "avx2", "avx512" };

START_TEST(test_batch_paths)
{
  int usable = 0;
  for (int k = 0; k < 4; k++)
    if (fp224_force_path(bt_paths[k]) == 0) {
      ck_assert_str_eq(fp224_path(), bt_paths[k]);
      usable++;
    }
  ck_assert_int_eq(fp224_force_path(bt_reference()), 0);
  ck_assert_int_eq(fp224_force_path("sse7"), -1);
  ck_assert_str_eq(fp224_path(), bt_reference());
  ck_assert_int_ge(usable, 1);
}
END_TEST

static void bt_lengths(int x_only, int modes)
{
  for (int k = 0; k < 4; k++) {
    if (fp224_force_path(bt_paths[k]) != 0) continue;
    for (int m = 0; m < (modes ? 4 : 1); m++) {
      if (modes && !tu_set_mode(m)) continue;
      int top = modes ? 1 : tu_trials(20);
      for (int n = 0; n < top; n++) bt_check(bt_paths[k], modes ? 9 : (size_t)n, x_only, n & 1);
      if (!modes) {
        bt_check(bt_paths[k], 33, x_only, 0);
        bt_check(bt_paths[k], BT_MAX, x_only, 1);
      }
      fesetround(FE_TONEAREST);
    }
  }
}

START_TEST(test_batch_56) { bt_lengths(0, 0); }
END_TEST

START_TEST(test_batch_28) { bt_lengths(1, 0); }
END_TEST

START_TEST(test_batch_modes) { bt_lengths(0, 1); bt_lengths(1, 1); }
END_TEST

START_TEST(test_batch_null)
{
  unsigned char q[3][56], p[3][56], e[3][28];
  int ret[3] = { 7, 7, 7 };
  memset(p, 0, sizeof p);
  memset(e, 1, sizeof e);
  memset(q, 0xa5, sizeof q);
  fp224_56_batch(0, NULL, NULL, NULL, NULL);               /* nothing to do */
  fp224_56_batch(3, q, NULL, (const unsigned char (*)[28])e, ret);
  for (int i = 0; i < 3; i++) ck_assert_int_eq(ret[i], -1);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 56; j++) ck_assert_uint_eq(q[i][j], 0);
  fp224_28_batch(3, NULL, (const unsigned char (*)[28])p, (const unsigned char (*)[28])e, NULL);
}
END_TEST

Suite *suite_simd(void)
{
  Suite *s = suite_create("simd");
  TCase *tc = tcase_create("batch");
  tcase_add_checked_fixture(tc, tu_setup, tu_teardown);
  tcase_set_timeout(tc, 600);
  tcase_add_test(tc, test_batch_paths);
  tcase_add_test(tc, test_batch_56);
  tcase_add_test(tc, test_batch_28);
  tcase_add_test(tc, test_batch_modes);
  tcase_add_test(tc, test_batch_null);
  suite_add_tcase(s, tc);
  return s;
}
