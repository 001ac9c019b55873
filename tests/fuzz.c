/* Generated from book/84-checks.nw by notangle; edit the book, not this file. */
/* fuzz: a libFuzzer harness, the four entry points against OpenSSL. */
#define OPENSSL_SUPPRESS_DEPRECATED
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/obj_mac.h>
#include "fp224.h"
static EC_GROUP *fz_group;
static BN_CTX *fz_ctx;
static BIGNUM *fz_p, *fz_a, *fz_b, *fz_n, *fz_x, *fz_y, *fz_t, *fz_u, *fz_k;
static EC_POINT *fz_P, *fz_R;

static void fz_fail(const char *what)
{
  fprintf(stderr, "fuzz: %s\n", what);
  abort();
}

#define FZ_OK(c) do { if (!(c)) fz_fail("OpenSSL failed: " #c); } while (0)
static void fz_free(void)
{
  EC_POINT_free(fz_P); EC_POINT_free(fz_R);
  BN_free(fz_p); BN_free(fz_a); BN_free(fz_b); BN_free(fz_n);
  BN_free(fz_x); BN_free(fz_y); BN_free(fz_t); BN_free(fz_u); BN_free(fz_k);
  BN_CTX_free(fz_ctx);
  EC_GROUP_free(fz_group);
}

static void fz_setup(void)
{
  if (fz_group) return;
  fz_group = EC_GROUP_new_by_curve_name(NID_secp224r1);
  fz_ctx = BN_CTX_new();
  fz_p = BN_new(); fz_a = BN_new(); fz_b = BN_new(); fz_n = BN_new();
  fz_x = BN_new(); fz_y = BN_new(); fz_t = BN_new(); fz_u = BN_new(); fz_k = BN_new();
  FZ_OK(fz_group && fz_ctx && fz_p && fz_a && fz_b && fz_n);
  FZ_OK(fz_x && fz_y && fz_t && fz_u && fz_k);
  fz_P = EC_POINT_new(fz_group);
  fz_R = EC_POINT_new(fz_group);
  FZ_OK(fz_P && fz_R);
  FZ_OK(EC_GROUP_get_curve(fz_group, fz_p, fz_a, fz_b, fz_ctx));
  FZ_OK(EC_GROUP_get_order(fz_group, fz_n, fz_ctx));
  atexit(fz_free);
}
static void fz_to_bytes(unsigned char s[28], const BIGNUM *a)
{
  FZ_OK(BN_bn2binpad(a, s, 28) == 28);
}

static void fz_from_bytes(BIGNUM *a, const unsigned char s[28])
{
  FZ_OK(BN_bin2bn(s, 28, a));
}

static void fz_encode(unsigned char s[56], const EC_POINT *P)
{
  FZ_OK(EC_POINT_get_affine_coordinates(fz_group, P, fz_x, fz_y, fz_ctx));
  fz_to_bytes(s, fz_x);
  fz_to_bytes(s + 28, fz_y);
}
static void fz_rhs(BIGNUM *r, const BIGNUM *x)
{
  FZ_OK(BN_mod_sqr(r, x, fz_p, fz_ctx));
  FZ_OK(BN_mod_add(r, r, fz_a, fz_p, fz_ctx));
  FZ_OK(BN_mod_mul(r, r, x, fz_p, fz_ctx));
  FZ_OK(BN_mod_add(r, r, fz_b, fz_p, fz_ctx));
}

static int fz_square(const BIGNUM *t)
{
  int k = BN_kronecker(t, fz_p, fz_ctx);
  FZ_OK(k >= -1);
  return k >= 0;
}

static int fz_valid56(const unsigned char s[56])
{
  fz_from_bytes(fz_x, s);
  fz_from_bytes(fz_y, s + 28);
  if (BN_cmp(fz_x, fz_p) >= 0 || BN_cmp(fz_y, fz_p) >= 0) return 0;
  fz_rhs(fz_t, fz_x);
  FZ_OK(BN_mod_sqr(fz_u, fz_y, fz_p, fz_ctx));
  return BN_cmp(fz_u, fz_t) == 0;
}

static int fz_valid28(const unsigned char s[28])
{
  fz_from_bytes(fz_x, s);
  if (BN_cmp(fz_x, fz_p) >= 0) return 0;
  fz_rhs(fz_t, fz_x);
  return fz_square(fz_t);
}
static int fz_expect(unsigned char want[56], const EC_POINT *P, const unsigned char e[28])
{
  fz_from_bytes(fz_k, e);
  FZ_OK(BN_nnmod(fz_k, fz_k, fz_n, fz_ctx));
  if (P) FZ_OK(EC_POINT_mul(fz_group, fz_R, NULL, P, fz_k, fz_ctx));
  else FZ_OK(EC_POINT_mul(fz_group, fz_R, fz_k, NULL, NULL, fz_ctx));
  memset(want, 0, 56);
  if (EC_POINT_is_at_infinity(fz_group, fz_R)) return -1;
  fz_encode(want, fz_R);
  return 0;
}

static int fz_expect_on(unsigned char want[56], const unsigned char pt[56], int x_only,
                        const unsigned char e[28])
{
  fz_from_bytes(fz_x, pt);
  if (x_only) {
    fz_rhs(fz_t, fz_x);
    FZ_OK(BN_mod_sqrt(fz_y, fz_t, fz_p, fz_ctx));
  } else {
    fz_from_bytes(fz_y, pt + 28);
  }
  FZ_OK(EC_POINT_set_affine_coordinates(fz_group, fz_P, fz_x, fz_y, fz_ctx));
  return fz_expect(want, fz_P, e);
}
static void fz_scalar(unsigned char e[28], const unsigned char s[28], unsigned mode)
{
  memcpy(e, s, 28);
  switch (mode & 3) {
  case 0: break;
  case 1: {
    int d = (s[27] & 63) - 32;
    FZ_OK(BN_copy(fz_k, fz_n));
    if (d >= 0) FZ_OK(BN_add_word(fz_k, (BN_ULONG)d));
    else FZ_OK(BN_sub_word(fz_k, (BN_ULONG)-d));
    fz_to_bytes(e, fz_k);
    break;
  }
  case 2:
    fz_from_bytes(fz_k, s);
    if (BN_cmp(fz_k, fz_n) <= 0) FZ_OK(BN_sub(fz_k, fz_n, fz_k));
    else FZ_OK(BN_sub(fz_k, fz_k, fz_n));
    fz_to_bytes(e, fz_k);
    break;
  case 3:
    memset(e, 0, s[0] % 29);
    break;
  }
}
static void fz_lift(unsigned char pt[56], int other_root)
{
  fz_from_bytes(fz_x, pt);
  if (BN_cmp(fz_x, fz_p) >= 0) return;
  fz_rhs(fz_t, fz_x);
  if (!fz_square(fz_t)) return;
  FZ_OK(BN_mod_sqrt(fz_y, fz_t, fz_p, fz_ctx));
  if (other_root && !BN_is_zero(fz_y)) FZ_OK(BN_sub(fz_y, fz_p, fz_y));
  fz_to_bytes(pt + 28, fz_y);
}

static void fz_add_p(unsigned char c[28])
{
  fz_from_bytes(fz_k, c);
  FZ_OK(BN_add(fz_k, fz_k, fz_p));
  if (BN_num_bits(fz_k) <= 224) fz_to_bytes(c, fz_k);
  else c[27] ^= 1;
}

static void fz_point(unsigned char pt[56], const unsigned char raw[56], unsigned sel)
{
  unsigned bit = raw[28] % 224u;
  memcpy(pt, raw, 56);
  switch (sel & 3) {
  case 0: break;
  case 1:
    fz_from_bytes(fz_k, raw);
    FZ_OK(BN_nnmod(fz_k, fz_k, fz_n, fz_ctx));
    if (BN_is_zero(fz_k)) FZ_OK(BN_one(fz_k));
    FZ_OK(EC_POINT_mul(fz_group, fz_P, fz_k, NULL, NULL, fz_ctx));
    if (sel & 4) FZ_OK(EC_POINT_invert(fz_group, fz_P, fz_ctx));
    fz_encode(pt, fz_P);
    break;
  case 2:
    fz_lift(pt, sel & 4);
    break;
  case 3:
    memset(pt, 0, 16);
    fz_lift(pt, sel & 4);
    switch (sel >> 6) {
    case 0: fz_add_p(pt); break;
    case 1: fz_add_p(pt + 28); break;
    case 2: pt[27 - bit / 8] ^= (unsigned char)(1u << (bit % 8)); break;
    case 3: pt[55 - bit / 8] ^= (unsigned char)(1u << (bit % 8)); break;
    }
    break;
  }
}
enum { FZ_56, FZ_28, FZ_BASE56, FZ_BASE28 };
static const char *const fz_names[4] = {
  "fp224_56", "fp224_28", "fp224_base_56", "fp224_base_28"
};

static void fz_hex(const char *label, const unsigned char *s, size_t len)
{
  fprintf(stderr, "  %-4s = ", label);
  for (size_t j = 0; j < len; j++) fprintf(stderr, "%02x", s[j]);
  fprintf(stderr, "\n");
}

static void fz_mismatch(int f, int r, int ret, const unsigned char e[28],
                        const unsigned char pt[56], const unsigned char *q,
                        const unsigned char *want, size_t len)
{
  fprintf(stderr, "fuzz: %s returned %d; OpenSSL and the contract say %d\n", fz_names[f], r, ret);
  fz_hex("e", e, 28);
  fz_hex("pt", pt, 56);
  fz_hex("q", q, len);
  fz_hex("want", want, len);
  abort();
}
static void fz_check(int f, const unsigned char pt[56], const unsigned char e[28],
                     const unsigned char want[56], int ret, int in_place)
{
  unsigned char buf[56], q[56], pt0[56], e0[28];
  size_t len = f == FZ_56 || f == FZ_BASE56 ? 56 : 28;
  int r = 0;
  memcpy(pt0, pt, 56);
  memcpy(e0, e, 28);
  memset(q, 0xa5, sizeof q);
  memset(buf, 0xa5, sizeof buf);
  if (in_place) {
    if (f == FZ_56 || f == FZ_28) memcpy(buf, pt, len);
    else memcpy(buf, e, 28);
  }
  switch (f) {
  case FZ_56:     r = in_place ? fp224_56(buf, buf, e) : fp224_56(q, pt, e); break;
  case FZ_28:     r = in_place ? fp224_28(buf, buf, e) : fp224_28(q, pt, e); break;
  case FZ_BASE56: r = in_place ? fp224_base_56(buf, buf) : fp224_base_56(q, e); break;
  case FZ_BASE28: r = in_place ? fp224_base_28(buf, buf) : fp224_base_28(q, e); break;
  }
  if (in_place) memcpy(q, buf, len);
  else if (memcmp(pt, pt0, 56) != 0 || memcmp(e, e0, 28) != 0) fz_fail("an input changed");
  if (r != ret || memcmp(q, want, len) != 0) fz_mismatch(f, r, ret, e0, pt0, q, want, len);
}
static void fz_batch(int f, const unsigned char pt[56], const unsigned char e[28],
                     const unsigned char want[56], int ret)
{
  unsigned char p3[3][56], x3[3][28], e3[3][28], q3[3][56], qx[3][28];
  int r3[3];
  size_t len = f == FZ_56 ? 56 : 28;
  for (int i = 0; i < 3; i++) {
    memcpy(p3[i], pt, 56);
    memcpy(x3[i], pt, 28);
    memcpy(e3[i], e, 28);
  }
  memset(q3, 0xa5, sizeof q3);
  if (f == FZ_56) {
    fp224_56_batch(3, q3, (const unsigned char (*)[56])p3, (const unsigned char (*)[28])e3, r3);
  } else {
    fp224_28_batch(3, qx, (const unsigned char (*)[28])x3, (const unsigned char (*)[28])e3, r3);
    for (int i = 0; i < 3; i++) memcpy(q3[i], qx[i], 28);
  }
  for (int i = 0; i < 3; i++)
    if (r3[i] != ret || memcmp(q3[i], want, len) != 0) {
      fprintf(stderr, "fuzz: element %d of a batch of three\n", i);
      fz_mismatch(f, r3[i], ret, e, pt, q3[i], want, len);
    }
}
enum { FZ_LEN = 1 + 28 + 56 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  unsigned char in[FZ_LEN] = { 0 }, e[28], pt[56], want[56];
  int ret;
  fz_setup();
  memcpy(in, data, size < FZ_LEN ? size : FZ_LEN);
  unsigned sel = in[0];
  int in_place = (sel >> 5) & 1;
  fz_scalar(e, in + 1, (sel >> 3) & 3);
  fz_point(pt, in + 29, sel);
  memset(want, 0, 56);
  ret = fz_valid56(pt) ? fz_expect_on(want, pt, 0, e) : -1;
  fz_check(FZ_56, pt, e, want, ret, in_place);
  fz_batch(FZ_56, pt, e, want, ret);
  memset(want, 0, 56);
  ret = fz_valid28(pt) ? fz_expect_on(want, pt, 1, e) : -1;
  fz_check(FZ_28, pt, e, want, ret, in_place);
  fz_batch(FZ_28, pt, e, want, ret);
  ret = fz_expect(want, NULL, e);
  fz_check(FZ_BASE56, pt, e, want, ret, in_place);
  fz_check(FZ_BASE28, pt, e, want, ret, in_place);
  return 0;
}
