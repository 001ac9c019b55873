/* Generated from book/70-vectors.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "Known-answer tests". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <check.h>
#include "fp224.h"
#include "suites.h"

typedef struct {
  FILE *f;
  long lineno;
  char path[512];
  char line[1024];
} vec_file;

static void vec_open(vec_file *v, const char *name)
{
  const char *dir = getenv("FP224_VECTORS");
  if (dir == NULL || *dir == 0) dir = "tests/vectors";
  int n = snprintf(v->path, sizeof v->path, "%s/%s", dir, name);
  ck_assert_msg(n > 0 && (size_t)n < sizeof v->path, "vector path too long: %s/%s", dir, name);
  v->f = fopen(v->path, "r");
  ck_assert_msg(v->f != NULL, "cannot open vector file %s; set FP224_VECTORS to the "
                "directory that holds the vector files (default tests/vectors)", v->path);
  v->lineno = 0;
}

static char *vec_next(vec_file *v)
{
  if (fgets(v->line, sizeof v->line, v->f) == NULL) {
    ck_assert_msg(!ferror(v->f), "read error in %s after line %ld", v->path, v->lineno);
    return NULL;
  }
  v->lineno++;
  size_t n = strlen(v->line);
  ck_assert_msg(n + 1 < sizeof v->line || v->line[n - 1] == '\n', "%s:%ld: line too long",
                v->path, v->lineno);
  while (n > 0 && (v->line[n - 1] == '\n' || v->line[n - 1] == '\r')) v->line[--n] = 0;
  return v->line;
}

static void vec_close(vec_file *v)
{
  fclose(v->f);
}
static int vec_hexdigit(int c)
{
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static int vec_bytes(unsigned char *out, int max, const char *hex, const vec_file *v)
{
  int len = (int)strlen(hex);
  ck_assert_msg(len % 2 == 0 && len / 2 <= max,
                "%s:%ld: %d hex digits where at most %d bytes are expected",
                v->path, v->lineno, len, max);
  for (int i = 0; i < len / 2; i++) {
    int hi = vec_hexdigit(hex[2 * i]), lo = vec_hexdigit(hex[2 * i + 1]);
    ck_assert_msg(hi >= 0 && lo >= 0, "%s:%ld: not hexadecimal: %s", v->path, v->lineno, hex);
    out[i] = (unsigned char)(16 * hi + lo);
  }
  return len / 2;
}

static void vec_hex28(unsigned char out[28], const char *hex, const vec_file *v)
{
  ck_assert_msg(vec_bytes(out, 28, hex, v) == 28, "%s:%ld: expected 56 hex digits, got %s",
                v->path, v->lineno, hex);
}

static void vec_decimal(unsigned char s[28], const char *dec, const vec_file *v)
{
  memset(s, 0, 28);
  ck_assert_msg(*dec != 0, "%s:%ld: empty number", v->path, v->lineno);
  for (; *dec; dec++) {
    ck_assert_msg(*dec >= '0' && *dec <= '9', "%s:%ld: not decimal", v->path, v->lineno);
    unsigned carry = (unsigned)(*dec - '0');
    for (int j = 27; j >= 0; j--) {
      unsigned t = 10u * s[j] + carry;
      s[j] = (unsigned char)(t & 0xff);
      carry = t >> 8;
    }
    ck_assert_msg(carry == 0, "%s:%ld: number of 2^224 or more", v->path, v->lineno);
  }
}

static const char *vec_tohex(char *buf, const unsigned char *s, size_t n)
{
  static const char digits[] = "0123456789abcdef";
  for (size_t i = 0; i < n; i++) {
    buf[2 * i] = digits[s[i] / 16];
    buf[2 * i + 1] = digits[s[i] % 16];
  }
  buf[2 * n] = 0;
  return buf;
}
static const unsigned char vec_n[28] = {
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  0x16, 0xa2, 0xe0, 0xb8, 0xf0, 0x3e, 0x13, 0xdd, 0x29, 0x45, 0x5c, 0x5c, 0x2a, 0x3d
};

static const unsigned char vec_p[28] = {
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01
};

static const unsigned char vec_g[56] = {
  0xb7, 0x0e, 0x0c, 0xbd, 0x6b, 0xb4, 0xbf, 0x7f, 0x32, 0x13, 0x90, 0xb9, 0x4a, 0x03,
  0xc1, 0xd3, 0x56, 0xc2, 0x11, 0x22, 0x34, 0x32, 0x80, 0xd6, 0x11, 0x5c, 0x1d, 0x21,
  0xbd, 0x37, 0x63, 0x88, 0xb5, 0xf7, 0x23, 0xfb, 0x4c, 0x22, 0xdf, 0xe6, 0xcd, 0x43,
  0x75, 0xa0, 0x5a, 0x07, 0x47, 0x64, 0x44, 0xd5, 0x81, 0x99, 0x85, 0x00, 0x7e, 0x34
};

static int vec_zero_mod_n(const unsigned char e[28])
{
  static const unsigned char zero[28];
  return memcmp(e, zero, 28) == 0 || memcmp(e, vec_n, 28) == 0;
}

static int vec_add(unsigned char out[28], const unsigned char a[28], const unsigned char b[28])
{
  unsigned carry = 0;
  for (int j = 27; j >= 0; j--) {
    unsigned t = (unsigned)a[j] + b[j] + carry;
    out[j] = (unsigned char)(t & 0xff);
    carry = t >> 8;
  }
  return carry == 0;
}
static int vec_scalar(unsigned char e[28], const unsigned char *in, int len)
{
  while (len > 0 && in[0] == 0) {
    in++;
    len--;
  }
  if (len > 28) return 0;
  memset(e, 0, 28);
  memcpy(e + 28 - len, in, len);
  return 1;
}
enum { VEC_56, VEC_28, VEC_BASE56, VEC_BASE28 };
enum { VEC_REJECT, VEC_EQUAL, VEC_ACCEPT };
static const char *const vec_fn_name[4] = { "fp224_56", "fp224_28", "fp224_base_56",
                                            "fp224_base_28" };
static const int vec_out_len[4] = { 56, 28, 56, 28 };

static void vec_call(int fn, const unsigned char *in, const unsigned char e[28], int expect,
                     const unsigned char *want, size_t cmp, const char *where)
{
  unsigned char q[56];
  static const unsigned char zero[56];
  char got[113], wanted[113], scalar[57];
  size_t len = (size_t)vec_out_len[fn];
  int rc = -2;
  memset(q, 0xa5, sizeof q);
  switch (fn) {
  case VEC_56: rc = fp224_56(q, in, e); break;
  case VEC_28: rc = fp224_28(q, in, e); break;
  case VEC_BASE56: rc = fp224_base_56(q, e); break;
  case VEC_BASE28: rc = fp224_base_28(q, e); break;
  }
  vec_tohex(scalar, e, 28);
  if (expect == VEC_REJECT) {
    ck_assert_msg(rc == -1, "%s: %s returned %d, expected -1 (e = %s)", where,
                  vec_fn_name[fn], rc, scalar);
    ck_assert_msg(memcmp(q, zero, len) == 0, "%s: %s failed but left q = %s", where,
                  vec_fn_name[fn], vec_tohex(got, q, len));
    return;
  }
  ck_assert_msg(rc == 0, "%s: %s returned %d, expected 0 (e = %s)", where, vec_fn_name[fn],
                rc, scalar);
  if (expect == VEC_EQUAL)
    ck_assert_msg(memcmp(q, want, cmp) == 0, "%s: %s gives %s, expected %s (e = %s)", where,
                  vec_fn_name[fn], vec_tohex(got, q, cmp), vec_tohex(wanted, want, cmp),
                  scalar);
}
static void vec_cavp_case(const unsigned char qcavs[56], const unsigned char d[28],
                          const unsigned char qiut[56], const unsigned char z[28],
                          const char *where)
{
  vec_call(VEC_56, qcavs, d, VEC_EQUAL, z, 28, where);
  vec_call(VEC_28, qcavs, d, VEC_EQUAL, z, 28, where);
  vec_call(VEC_BASE56, NULL, d, VEC_EQUAL, qiut, 56, where);
  vec_call(VEC_BASE28, NULL, d, VEC_EQUAL, qiut, 28, where);
}
START_TEST(test_cavp_cdh)
{
  static const char *const names[6] = { "QCAVSx", "QCAVSy", "dIUT", "QIUTx", "QIUTy", "ZIUT" };
  unsigned char qcavs[56], d[28], qiut[56], z[28];
  unsigned char *dest[6] = { qcavs, qcavs + 28, d, qiut, qiut + 28, z };
  vec_file v;
  char where[600];
  int in224 = 0, seen = 0, cases = 0;
  vec_open(&v, "nist-cavp/KAS_ECC_CDH_PrimitiveTest-P224.txt");
  for (;;) {
    char *s = vec_next(&v), name[16], value[128];
    int end = s == NULL || s[0] == '[' || strncmp(s, "COUNT", 5) == 0;
    if (end && seen != 0) {
      ck_assert_msg(seen == 63, "%s:%ld: incomplete case", v.path, v.lineno);
      snprintf(where, sizeof where, "%s, case ending at line %ld", v.path, v.lineno);
      vec_cavp_case(qcavs, d, qiut, z, where);
      cases++;
      seen = 0;
    }
    if (s == NULL) break;
    if (s[0] == '[') in224 = strcmp(s, "[P-224]") == 0;
    if (!in224 || s[0] == '#' || sscanf(s, "%15s = %127s", name, value) != 2) continue;
    for (int i = 0; i < 6; i++)
      if (strcmp(name, names[i]) == 0) {
        vec_hex28(dest[i], value, &v);
        seen |= 1 << i;
      }
  }
  vec_close(&v);
  ck_assert_msg(cases == 25, "%s: %d P-224 cases, expected 25", v.path, cases);
}
END_TEST
static void vec_kg_case(const unsigned char k[28], const unsigned char want[56],
                        const char *where)
{
  vec_call(VEC_BASE56, NULL, k, VEC_EQUAL, want, 56, where);
  vec_call(VEC_BASE28, NULL, k, VEC_EQUAL, want, 28, where);
  vec_call(VEC_56, vec_g, k, VEC_EQUAL, want, 56, where);
  vec_call(VEC_28, vec_g, k, VEC_EQUAL, want, 28, where);
}

START_TEST(test_kg)
{
  unsigned char k[28], kn[28], want[56];
  vec_file v;
  char where[600];
  int have_k = 0, have_x = 0, cases = 0, plus_n = 0;
  vec_open(&v, "point-mul/point-at-infinity.org-P224.txt");
  for (char *s; (s = vec_next(&v)) != NULL;) {
    char name[4], value[128];
    if (s[0] == '#' || sscanf(s, "%3s = %127s", name, value) != 2) continue;
    if (strcmp(name, "k") == 0) {
      vec_decimal(k, value, &v);
      have_k = 1;
      have_x = 0;
    } else if (strcmp(name, "x") == 0) {
      ck_assert_msg(have_k, "%s:%ld: x without k", v.path, v.lineno);
      vec_hex28(want, value, &v);
      have_x = 1;
    } else if (strcmp(name, "y") == 0) {
      ck_assert_msg(have_x, "%s:%ld: y without x", v.path, v.lineno);
      vec_hex28(want + 28, value, &v);
      snprintf(where, sizeof where, "%s:%ld", v.path, v.lineno);
      vec_kg_case(k, want, where);
      if (vec_add(kn, k, vec_n)) {
        snprintf(where, sizeof where, "%s:%ld, k + n", v.path, v.lineno);
        vec_kg_case(kn, want, where);
        plus_n++;
      }
      cases++;
      have_k = have_x = 0;
    }
  }
  vec_close(&v);
  ck_assert_msg(cases == 52, "%s: %d records, expected 52", v.path, cases);
  ck_assert_msg(plus_n == 21, "%s: %d scalars k + n, expected 21", v.path, plus_n);
}
END_TEST
START_TEST(test_kg_infinity)
{
  static const unsigned char zero[28];
  const unsigned char *es[2] = { zero, vec_n };
  for (int i = 0; i < 2; i++) {
    const char *where = i == 0 ? "e = 0" : "e = n";
    vec_call(VEC_BASE56, NULL, es[i], VEC_REJECT, NULL, 0, where);
    vec_call(VEC_BASE28, NULL, es[i], VEC_REJECT, NULL, 0, where);
    vec_call(VEC_56, vec_g, es[i], VEC_REJECT, NULL, 0, where);
    vec_call(VEC_28, vec_g, es[i], VEC_REJECT, NULL, 0, where);
  }
}
END_TEST
typedef struct {
  const char *name;
  int tests, ran56, ran28, nopoint, bigkey, plusp;
} vec_wycheproof_file;

static const vec_wycheproof_file vec_wycheproof_files[] = {
  { "wycheproof/testvectors/ecdh_secp224r1_ecpoint_test.txt", 96, 93, 95, 1, 0, 2 },
  { "wycheproof/testvectors_v1/ecdh_secp224r1_ecpoint_test.txt", 458, 455, 457, 1, 0, 6 },
  { "wycheproof/testvectors_v1/ecdh_secp224r1_test.txt", 714, 458, 460, 254, 0, 6 },
};
#define VEC_WYCHEPROOF_FILES \
  ((int)(sizeof vec_wycheproof_files / sizeof vec_wycheproof_files[0]))
static void vec_fields(char *s, char *field[9], const vec_file *v)
{
  for (int i = 0; i < 8; i++) {
    field[i] = s;
    s = strchr(s, ' ');
    ck_assert_msg(s != NULL, "%s:%ld: fewer than nine fields", v->path, v->lineno);
    *s++ = 0;
  }
  field[8] = s;
}
enum { VEC_VALID, VEC_INVALID, VEC_ACCEPTABLE };

static void vec_wycheproof_case(char *const f[9], const vec_file *v, int counts[5])
{
  static const char *const results[3] = { "valid", "invalid", "acceptable" };
  unsigned char raw[64], pub[64], d[28], shared[28] = { 0 };
  char where[600];
  int res = -1;
  for (int r = 0; r < 3; r++)
    if (strcmp(f[1], results[r]) == 0) res = r;
  ck_assert_msg(res >= 0, "%s:%ld: unknown result %s", v->path, v->lineno, f[1]);
  snprintf(where, sizeof where, "%s:%ld (tcId %s, %s, %s)", v->path, v->lineno, f[0], f[1],
           f[7]);
  int len = vec_bytes(raw, (int)sizeof raw, f[4], v);
  ck_assert_msg(len == 0 || raw[0] < 0x80, "%s: negative private key", where);
  if (!vec_scalar(d, raw, len)) {
    counts[3]++;
    return;
  }
  int have_shared = strcmp(f[6], "-") != 0, zero = vec_zero_mod_n(d);
  if (have_shared) vec_hex28(shared, f[6], v);
  int publen = strcmp(f[5], "-") == 0 ? 0 : vec_bytes(pub, (int)sizeof pub, f[5], v);
  int full = publen == 57 && pub[0] == 4;
  int compressed = publen == 29 && (pub[0] == 2 || pub[0] == 3);
  if (!full && !compressed) {
    counts[2]++;
    return;
  }
  if (full) {
    int accepts = strcmp(f[2], "ok") == 0 && !zero;
    ck_assert_msg(res != VEC_VALID || accepts, "%s: valid, but point %s", where, f[2]);
    ck_assert_msg(res != VEC_INVALID || !accepts, "%s: invalid, but point ok", where);
    ck_assert_msg(!accepts || have_shared, "%s: no shared secret", where);
    vec_call(VEC_56, pub + 1, d, accepts ? VEC_EQUAL : VEC_REJECT, shared, 28, where);
    counts[0]++;
  }
  if (full || compressed) {
    int accepts = strcmp(f[3], "curve") == 0 && !zero;
    ck_assert_msg(res != VEC_VALID || accepts, "%s: valid, but x %s", where, f[3]);
    if (!accepts)
      vec_call(VEC_28, pub + 1, d, VEC_REJECT, NULL, 0, where);
    else if (res != VEC_INVALID && have_shared)
      vec_call(VEC_28, pub + 1, d, VEC_EQUAL, shared, 28, where);
    else
      vec_call(VEC_28, pub + 1, d, VEC_ACCEPT, NULL, 0, where);
    counts[1]++;
  }
  if (full && res == VEC_VALID)
    for (int c = 0; c < 2; c++) {
      unsigned char big[56];
      char at[640];
      memcpy(big, pub + 1, 56);
      if (!vec_add(big + 28 * c, pub + 1 + 28 * c, vec_p)) continue;
      snprintf(at, sizeof at, "%s, %s + p", where, c == 0 ? "x" : "y");
      vec_call(VEC_56, big, d, VEC_REJECT, NULL, 0, at);
      if (c == 0) vec_call(VEC_28, big, d, VEC_REJECT, NULL, 0, at);
      counts[4]++;
    }
}
START_TEST(test_wycheproof)
{
  const vec_wycheproof_file *w = &vec_wycheproof_files[_i];
  int tests = -1, lines = 0, counts[5] = { 0, 0, 0, 0, 0 };
  vec_file v;
  vec_open(&v, w->name);
  for (char *s; (s = vec_next(&v)) != NULL;) {
    char *field[9];
    if (s[0] == '#' || s[0] == 0) continue;
    if (tests < 0) {
      ck_assert_msg(sscanf(s, "tests %d", &tests) == 1, "%s:%ld: no tests line", v.path,
                    v.lineno);
      continue;
    }
    vec_fields(s, field, &v);
    vec_wycheproof_case(field, &v, counts);
    lines++;
  }
  vec_close(&v);
  ck_assert_msg(lines == tests && tests == w->tests,
                "%s: %d cases, header says %d, expected %d", v.path, lines, tests, w->tests);
  ck_assert_msg(counts[0] == w->ran56 && counts[1] == w->ran28 && counts[2] == w->nopoint
                && counts[3] == w->bigkey && counts[4] == w->plusp,
                "%s: %d cases through fp224_56, %d through fp224_28, %d skipped without a "
                "raw point, %d skipped with a key >= 2^224, %d coordinates plus p; "
                "expected %d, %d, %d, %d, %d", v.path, counts[0], counts[1], counts[2],
                counts[3], counts[4], w->ran56, w->ran28, w->nopoint, w->bigkey, w->plusp);
}
END_TEST

Suite *suite_vectors(void)
{
  Suite *s = suite_create("vectors");
  TCase *tc = tcase_create("known answers");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_cavp_cdh);
  tcase_add_test(tc, test_kg);
  tcase_add_test(tc, test_kg_infinity);
  tcase_add_loop_test(tc, test_wycheproof, 0, VEC_WYCHEPROOF_FILES);
  suite_add_tcase(s, tc);
  return s;
}
