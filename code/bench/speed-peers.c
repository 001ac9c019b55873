/* Generated from book/92-peers.nw by notangle; edit the book, not this file. */
/* speed-peers.c: OpenSSL, Nettle and Libgcrypt behind struct peer_op. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/params.h>
#include <nettle/bignum.h>
#include <nettle/ecc.h>
#include <nettle/ecc-curve.h>
#include <nettle/version.h>
#include <gcrypt.h>
#include "speed-peers.h"
static char openssl_name[48] = "OpenSSL";
static char nettle_name[48] = "Nettle";
static char gcrypt_name[48] = "Libgcrypt";
static int peers_state;                            /* 0 not yet, 1 ready, -1 failed */

int peers_init(void)
{
  if (peers_state != 0) return peers_state > 0 ? 0 : -1;
  peers_state = -1;
  snprintf(openssl_name, sizeof openssl_name, "OpenSSL %s",
           OpenSSL_version(OPENSSL_VERSION_STRING));
  snprintf(nettle_name, sizeof nettle_name, "Nettle %d.%d",
           nettle_version_major(), nettle_version_minor());
  if (!gcry_control(GCRYCTL_INITIALIZATION_FINISHED_P)) {
    if (!gcry_check_version(GCRYPT_VERSION)) return -1;
    gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
    gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
  }
  snprintf(gcrypt_name, sizeof gcrypt_name, "Libgcrypt %s", gcry_check_version(NULL));
  peers_state = 1;
  return 0;
}
static const unsigned char group_order[28] = {
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  0x16, 0xa2, 0xe0, 0xb8, 0xf0, 0x3e, 0x13, 0xdd, 0x29, 0x45, 0x5c, 0x5c, 0x2a, 0x3d };

static void peer_wipe(void *p, size_t n)
{
  volatile unsigned char *v = p;
  while (n--) *v++ = 0;
}

/* k = e mod n, for 0 <= e < 2^224 < 2n; returns 1 when k = 0. */
static int reduce(unsigned char k[28], const unsigned char e[28])
{
  unsigned char d[28], keep, any = 0;
  unsigned int borrow = 0;
  for (int i = 27; i >= 0; i--) {
    unsigned int t = (unsigned int)e[i] - group_order[i] - borrow;
    d[i] = (unsigned char)t;
    borrow = (t >> 8) & 1;
  }
  keep = (unsigned char)(0u - borrow);             /* all ones when e < n */
  for (int i = 0; i < 28; i++) {
    k[i] = (unsigned char)((e[i] & keep) | (d[i] & (unsigned char)~keep));
    any |= k[i];
  }
  peer_wipe(d, sizeof d);
  return any == 0;
}

static int peer_fail(unsigned char out[56])
{
  memset(out, 0, 56);
  return -1;
}
struct evp_state {
  EVP_PKEY_CTX *import;                            /* for EVP_PKEY_fromdata, reused */
  EVP_PKEY *peer;                                  /* the fixed public key P */
  int check_each;                                  /* check P in every run */
};

static void evp_teardown(void *s)
{
  struct evp_state *st = s;
  if (!st) return;
  EVP_PKEY_free(st->peer);
  EVP_PKEY_CTX_free(st->import);
  free(st);
}

static int evp_setup_with(void **state, const unsigned char p[56], int check_each)
{
  struct evp_state *st = calloc(1, sizeof *st);
  EVP_PKEY_CTX *check = NULL;
  unsigned char pub[57];
  char group[] = "P-224";
  *state = NULL;
  if (!st || peers_init() != 0) { free(st); return -1; }
  st->check_each = check_each;
  pub[0] = 4;                                      /* SEC 1: uncompressed */
  memcpy(pub + 1, p, 56);
  OSSL_PARAM params[] = {
    OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, group, 0),
    OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, pub, sizeof pub),
    OSSL_PARAM_construct_end()
  };
  st->import = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
  int ok = st->import && EVP_PKEY_fromdata_init(st->import) == 1
           && EVP_PKEY_fromdata(st->import, &st->peer, EVP_PKEY_PUBLIC_KEY, params) == 1
           && (check = EVP_PKEY_CTX_new_from_pkey(NULL, st->peer, NULL)) != NULL
           && EVP_PKEY_public_check(check) == 1;
  EVP_PKEY_CTX_free(check);
  if (!ok) {
    evp_teardown(st);
    return -1;
  }
  *state = st;
  return 0;
}

static int evp_setup(void **s, const unsigned char p[56])
{ return evp_setup_with(s, p, 1); }
static int evp_setup_once(void **s, const unsigned char p[56])
{ return evp_setup_with(s, p, 0); }
static void native_order(unsigned char out[28], const unsigned char be[28])
{
  const unsigned int one = 1;
  unsigned char little;
  memcpy(&little, &one, 1);
  for (int i = 0; i < 28; i++) out[i] = little ? be[27 - i] : be[i];
}

static int evp_run(void *s, unsigned char out[56], const unsigned char e[28])
{
  struct evp_state *st = s;
  unsigned char k[28], priv[28];
  char group[] = "P-224";
  EVP_PKEY *key = NULL;
  EVP_PKEY_CTX *derive = NULL;
  size_t len = 28;
  if (reduce(k, e)) return peer_fail(out);
  native_order(priv, k);
  peer_wipe(k, sizeof k);
  OSSL_PARAM params[] = {
    OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, group, 0),
    OSSL_PARAM_construct_BN(OSSL_PKEY_PARAM_PRIV_KEY, priv, sizeof priv),
    OSSL_PARAM_construct_end()
  };
  int ok = EVP_PKEY_fromdata(st->import, &key, EVP_PKEY_KEYPAIR, params) == 1
           && (derive = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL)) != NULL
           && EVP_PKEY_derive_init(derive) == 1
           && EVP_PKEY_derive_set_peer_ex(derive, st->peer, st->check_each) == 1
           && EVP_PKEY_derive(derive, out, &len) == 1 && len == 28;
  peer_wipe(priv, sizeof priv);
  EVP_PKEY_CTX_free(derive);
  EVP_PKEY_free(key);
  if (!ok) return peer_fail(out);
  memset(out + 28, 0, 28);
  return 0;
}
struct ec_state {
  EC_GROUP *group;
  EC_POINT *P, *R;
  BIGNUM *k, *x, *y;
  BN_CTX *ctx;
  int base;
};

static void ec_teardown(void *s)
{
  struct ec_state *st = s;
  if (!st) return;
  EC_POINT_free(st->P);
  EC_POINT_free(st->R);
  EC_GROUP_free(st->group);
  BN_clear_free(st->k);
  BN_free(st->x);
  BN_free(st->y);
  BN_CTX_free(st->ctx);
  free(st);
}
static EC_GROUP *generic_group(BN_CTX *ctx)
{
  EC_GROUP *named = EC_GROUP_new_by_curve_name(NID_secp224r1), *g = NULL;
  BIGNUM *p = BN_new(), *a = BN_new(), *b = BN_new();
  EC_POINT *gen = NULL;
  unsigned char oct[57];
  int ok = named && p && a && b && EC_GROUP_get_curve(named, p, a, b, ctx) == 1
           && (g = EC_GROUP_new_curve_GFp(p, a, b, ctx)) != NULL
           && (gen = EC_POINT_new(g)) != NULL
           && EC_POINT_point2oct(named, EC_GROUP_get0_generator(named),
                                 POINT_CONVERSION_UNCOMPRESSED, oct, sizeof oct, ctx) == sizeof oct
           && EC_POINT_oct2point(g, gen, oct, sizeof oct, ctx) == 1
           && EC_GROUP_set_generator(g, gen, EC_GROUP_get0_order(named),
                                     EC_GROUP_get0_cofactor(named)) == 1;
  EC_POINT_free(gen);
  BN_free(p);
  BN_free(a);
  BN_free(b);
  EC_GROUP_free(named);
  if (!ok) {
    EC_GROUP_free(g);
    return NULL;
  }
  return g;
}

static int ec_setup_with(void **state, const unsigned char p[56], int base, int generic)
{
  struct ec_state *st = calloc(1, sizeof *st);
  unsigned char oct[57];
  *state = NULL;
  if (!st || peers_init() != 0) { free(st); return -1; }
  st->base = base;
  st->ctx = BN_CTX_new();
  if (st->ctx)
    st->group = generic ? generic_group(st->ctx) : EC_GROUP_new_by_curve_name(NID_secp224r1);
  if (st->group) {
    st->P = EC_POINT_new(st->group);
    st->R = EC_POINT_new(st->group);
  }
  st->k = BN_secure_new();
  st->x = BN_new();
  st->y = BN_new();
  if (!st->P || !st->R || !st->k || !st->x || !st->y) {
    ec_teardown(st);
    return -1;
  }
  if (!base) {
    oct[0] = 4;
    memcpy(oct + 1, p, 56);
    if (EC_POINT_oct2point(st->group, st->P, oct, sizeof oct, st->ctx) != 1) {
      ec_teardown(st);
      return -1;
    }
  }
  *state = st;
  return 0;
}

static int ec_setup(void **s, const unsigned char p[56])
{ return ec_setup_with(s, p, 0, 0); }
static int ec_setup_base(void **s, const unsigned char p[56])
{ return ec_setup_with(s, p, 1, 0); }
static int ec_setup_generic(void **s, const unsigned char p[56])
{ return ec_setup_with(s, p, 0, 1); }
static int ec_run(void *s, unsigned char out[56], const unsigned char e[28])
{
  struct ec_state *st = s;
  unsigned char k[28];
  if (reduce(k, e)) return peer_fail(out);
  int ok = BN_bin2bn(k, 28, st->k) != NULL;
  peer_wipe(k, sizeof k);
  BN_set_flags(st->k, BN_FLG_CONSTTIME);
  ok = ok && EC_POINT_mul(st->group, st->R, st->base ? st->k : NULL, st->base ? NULL : st->P,
                          st->base ? NULL : st->k, st->ctx) == 1
       && EC_POINT_get_affine_coordinates(st->group, st->R, st->x, st->y, st->ctx) == 1
       && BN_bn2binpad(st->x, out, 28) == 28 && BN_bn2binpad(st->y, out + 28, 28) == 28;
  BN_clear(st->k);
  return ok ? 0 : peer_fail(out);
}
struct nettle_state {
  struct ecc_point P, R;
  struct ecc_scalar k;
  mpz_t t, x, y;
  int base;
};

static void nettle_teardown(void *s)
{
  struct nettle_state *st = s;
  if (!st) return;
  ecc_point_clear(&st->P);
  ecc_point_clear(&st->R);
  ecc_scalar_clear(&st->k);
  mpz_clears(st->t, st->x, st->y, NULL);
  free(st);
}

static int nettle_setup_with(void **state, const unsigned char p[56], int base)
{
  const struct ecc_curve *ecc = nettle_get_secp_224r1();
  struct nettle_state *st = malloc(sizeof *st);
  *state = NULL;
  if (!st || peers_init() != 0) { free(st); return -1; }
  st->base = base;
  ecc_point_init(&st->P, ecc);
  ecc_point_init(&st->R, ecc);
  ecc_scalar_init(&st->k, ecc);
  mpz_init2(st->t, 256);
  mpz_init2(st->x, 256);
  mpz_init2(st->y, 256);
  if (!base) {
    nettle_mpz_set_str_256_u(st->x, 28, p);
    nettle_mpz_set_str_256_u(st->y, 28, p + 28);
    if (!ecc_point_set(&st->P, st->x, st->y)) {
      nettle_teardown(st);
      return -1;
    }
  }
  *state = st;
  return 0;
}

static int nettle_setup(void **s, const unsigned char p[56])
{ return nettle_setup_with(s, p, 0); }
static int nettle_setup_base(void **s, const unsigned char p[56])
{ return nettle_setup_with(s, p, 1); }
static int nettle_run(void *s, unsigned char out[56], const unsigned char e[28])
{
  struct nettle_state *st = s;
  unsigned char k[28];
  if (reduce(k, e)) return peer_fail(out);
  nettle_mpz_set_str_256_u(st->t, 28, k);
  peer_wipe(k, sizeof k);
  if (!ecc_scalar_set(&st->k, st->t)) return peer_fail(out);
  if (st->base) ecc_point_mul_g(&st->R, &st->k);
  else ecc_point_mul(&st->R, &st->k, &st->P);
  ecc_point_get(&st->R, st->x, st->y);
  nettle_mpz_get_str_256(28, out, st->x);
  nettle_mpz_get_str_256(28, out + 28, st->y);
  return 0;
}
struct gcrypt_state {
  gcry_ctx_t ctx;
  gcry_mpi_point_t P, R;
  gcry_mpi_t x, y;
  int secure;
};

static void gcrypt_teardown(void *s)
{
  struct gcrypt_state *st = s;
  if (!st) return;
  gcry_mpi_point_release(st->P);
  gcry_mpi_point_release(st->R);
  gcry_mpi_release(st->x);
  gcry_mpi_release(st->y);
  gcry_ctx_release(st->ctx);
  free(st);
}

static int gcrypt_setup_with(void **state, const unsigned char p[56], int base, int secure)
{
  struct gcrypt_state *st = calloc(1, sizeof *st);
  gcry_mpi_t x = NULL, y = NULL;
  *state = NULL;
  if (!st || peers_init() != 0) { free(st); return -1; }
  st->secure = secure;
  if (gcry_mpi_ec_new(&st->ctx, NULL, "NIST P-224") != 0) goto fail;
  st->R = gcry_mpi_point_new(0);
  st->x = gcry_mpi_new(0);
  st->y = gcry_mpi_new(0);
  if (base) st->P = gcry_mpi_ec_get_point("g", st->ctx, 1);
  else {
    if (gcry_mpi_scan(&x, GCRYMPI_FMT_USG, p, 28, NULL) != 0
        || gcry_mpi_scan(&y, GCRYMPI_FMT_USG, p + 28, 28, NULL) != 0) goto fail;
    st->P = gcry_mpi_point_snatch_set(NULL, x, y, gcry_mpi_set_ui(NULL, 1));
    x = y = NULL;
    if (!gcry_mpi_ec_curve_point(st->P, st->ctx)) goto fail;
  }
  if (!st->P) goto fail;
  *state = st;
  return 0;
fail:
  gcry_mpi_release(x);
  gcry_mpi_release(y);
  gcrypt_teardown(st);
  return -1;
}

static int gcrypt_setup(void **s, const unsigned char p[56])
{ return gcrypt_setup_with(s, p, 0, 0); }
static int gcrypt_setup_base(void **s, const unsigned char p[56])
{ return gcrypt_setup_with(s, p, 1, 0); }
static int gcrypt_setup_secure(void **s, const unsigned char p[56])
{ return gcrypt_setup_with(s, p, 0, 1); }
static int gcrypt_setup_base_secure(void **s, const unsigned char p[56])
{ return gcrypt_setup_with(s, p, 1, 1); }
static int put28(unsigned char out[28], gcry_mpi_t v)
{
  unsigned char buf[28];
  size_t n = 0;
  if (gcry_mpi_print(GCRYMPI_FMT_USG, buf, sizeof buf, &n, v) != 0 || n > 28) return 0;
  memset(out, 0, 28 - n);
  memcpy(out + 28 - n, buf, n);
  return 1;
}

static int gcrypt_run(void *s, unsigned char out[56], const unsigned char e[28])
{
  struct gcrypt_state *st = s;
  unsigned char k[28];
  gcry_mpi_t m = NULL;
  if (reduce(k, e)) return peer_fail(out);
  int ok = gcry_mpi_scan(&m, GCRYMPI_FMT_USG, k, 28, NULL) == 0;
  peer_wipe(k, sizeof k);
  if (!ok) return peer_fail(out);
  if (st->secure) gcry_mpi_set_flag(m, GCRYMPI_FLAG_SECURE);
  gcry_mpi_ec_mul(st->R, m, st->P, st->ctx);
  gcry_mpi_release(m);
  ok = gcry_mpi_ec_get_affine(st->x, st->y, st->R, st->ctx) == 0
       && put28(out, st->x) && put28(out + 28, st->y);
  return ok ? 0 : peer_fail(out);
}
const struct peer_op peer_ops[] = {
  { openssl_name, "EVP_PKEY_derive", 0, evp_setup, evp_run, 1, evp_teardown },
  { openssl_name, "EVP_PKEY_derive (check once)", 0, evp_setup_once, evp_run, 1, evp_teardown },
  { openssl_name, "EC_POINT_mul", 0, ec_setup, ec_run, 0, ec_teardown },
  { openssl_name, "EC_POINT_mul", 1, ec_setup_base, ec_run, 0, ec_teardown },
  { openssl_name, "EC_POINT_mul (generic)", 0, ec_setup_generic, ec_run, 0, ec_teardown },
  { nettle_name, "ecc_point_mul", 0, nettle_setup, nettle_run, 0, nettle_teardown },
  { nettle_name, "ecc_point_mul_g", 1, nettle_setup_base, nettle_run, 0, nettle_teardown },
  { gcrypt_name, "gcry_mpi_ec_mul", 0, gcrypt_setup, gcrypt_run, 0, gcrypt_teardown },
  { gcrypt_name, "gcry_mpi_ec_mul", 1, gcrypt_setup_base, gcrypt_run, 0, gcrypt_teardown },
  { gcrypt_name, "gcry_mpi_ec_mul (secure)", 0, gcrypt_setup_secure, gcrypt_run, 0,
    gcrypt_teardown },
  { gcrypt_name, "gcry_mpi_ec_mul (secure)", 1, gcrypt_setup_base_secure, gcrypt_run, 0,
    gcrypt_teardown },
};
const int peer_nops = (int)(sizeof peer_ops / sizeof peer_ops[0]);

const struct peer_about peer_about[] = {
  { "constant time", "EVP_PKEY_fromdata of e; a derive context; the full check of P; x only" },
  { "constant time", "EVP_PKEY_fromdata of e; a derive context; x only" },
  { "constant time", "EC_POINT_get_affine_coordinates" },
  { "constant time", "EC_POINT_get_affine_coordinates" },
  { "regular loop", "a Montgomery ladder on BIGNUMs; EC_POINT_get_affine_coordinates" },
  { "constant time", "mpz to ecc_scalar; ecc_point_get to mpz" },
  { "constant time", "mpz to ecc_scalar; ecc_point_get to mpz" },
  { "variable time", "gcry_mpi_scan of e; gcry_mpi_ec_get_affine" },
  { "variable time", "gcry_mpi_scan of e; gcry_mpi_ec_get_affine" },
  { "regular loop", "gcry_mpi_scan of e; GCRYMPI_FLAG_SECURE; gcry_mpi_ec_get_affine" },
  { "regular loop", "gcry_mpi_scan of e; GCRYMPI_FLAG_SECURE; gcry_mpi_ec_get_affine" },
};
