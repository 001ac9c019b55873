/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* Tests of Chapter "The interface and the programs". */
#define _GNU_SOURCE 1                                   /* feenableexcept */
#include <string.h>
#include "testutil.h"
#include "suites.h"
#include "fp224.h"
#include "api.h"

static const unsigned char G56[56] = {
  0xb7, 0x0e, 0x0c, 0xbd, 0x6b, 0xb4, 0xbf, 0x7f, 0x32, 0x13, 0x90, 0xb9, 0x4a, 0x03,
  0xc1, 0xd3, 0x56, 0xc2, 0x11, 0x22, 0x34, 0x32, 0x80, 0xd6, 0x11, 0x5c, 0x1d, 0x21,
  0xbd, 0x37, 0x63, 0x88, 0xb5, 0xf7, 0x23, 0xfb, 0x4c, 0x22, 0xdf, 0xe6, 0xcd, 0x43,
  0x75, 0xa0, 0x5a, 0x07, 0x47, 0x64, 0x44, 0xd5, 0x81, 0x99, 0x85, 0x00, 0x7e, 0x34 };
static const char n_hex[] = "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d";

static void random_scalar(unsigned char e[28])
{
  for (int i = 0; i < 28; i++) e[i] = (unsigned char)tu_rand();
}
START_TEST(test_api_consistency)
{
  for (int k = 0; k < tu_trials(20); k++) {
    unsigned char e[28], q56[56], q28[28], b56[56], b28[28], p[56], r1[56], r2[56];
    random_scalar(e);
    ck_assert_int_eq(fp224_56(q56, G56, e), 0);
    ck_assert_int_eq(fp224_28(q28, G56, e), 0);
    ck_assert_int_eq(fp224_base_56(b56, e), 0);
    ck_assert_int_eq(fp224_base_28(b28, e), 0);
    ck_assert_mem_eq(q56, b56, 56);
    ck_assert_mem_eq(q28, q56, 28);
    ck_assert_mem_eq(b28, q56, 28);
    memcpy(p, q56, 56);                            /* a random point: eG */
    random_scalar(e);
    ck_assert_int_eq(fp224_56(r1, p, e), 0);
    ck_assert_int_eq(fp224_28(r2, p, e), 0);
    ck_assert_mem_eq(r1, r2, 28);
    {
      mpz_t y;
      unsigned char ny[28];
      mpz_init(y);
      tu_bytes_to_mpz(y, p + 28);
      mpz_sub(y, tu_p, y);
      tu_mpz_to_bytes(ny, y);
      memcpy(p + 28, ny, 28);
      mpz_clear(y);
    }
    ck_assert_int_eq(fp224_56(r2, p, e), 0);
    ck_assert_mem_eq(r1, r2, 28);                  /* x(e(-P)) = x(eP) */
  }
}
END_TEST

START_TEST(test_api_scalar_mod_n)
{
  mpz_t n, e1, e2;
  mpz_inits(n, e1, e2, NULL);
  mpz_set_str(n, n_hex, 16);
  for (int k = 0; k < tu_trials(10); k++) {
    unsigned char a[28], b[28], q1[56], q2[56];
    random_scalar(a);
    memset(a, 0, 15);                              /* e < 2^104, so e + n < 2^224 */
    tu_bytes_to_mpz(e1, a);
    mpz_add(e2, e1, n);
    tu_mpz_to_bytes(b, e2);
    ck_assert_int_eq(fp224_base_56(q1, a), 0);
    ck_assert_int_eq(fp224_base_56(q2, b), 0);
    ck_assert_mem_eq(q1, q2, 56);
    ck_assert_int_eq(fp224_56(q2, G56, b), 0);
    ck_assert_mem_eq(q1, q2, 56);
  }
  mpz_clears(n, e1, e2, NULL);
}
END_TEST
static void expect_fail56(int r, const unsigned char q[56])
{
  static const unsigned char zero[56];
  ck_assert_int_eq(r, -1);
  ck_assert_mem_eq(q, zero, 56);
}

START_TEST(test_api_failures)
{
  unsigned char e[28], q[56], p[56], zero[28] = { 0 }, nb[28];
  mpz_t n, x, r;
  mpz_inits(n, x, r, NULL);
  mpz_set_str(n, n_hex, 16);
  tu_mpz_to_bytes(nb, n);
  random_scalar(e);
  memset(q, 0xaa, 56); expect_fail56(fp224_56(q, G56, zero), q);
  memset(q, 0xaa, 56); expect_fail56(fp224_56(q, G56, nb), q);
  memset(q, 0xaa, 56); expect_fail56(fp224_base_56(q, nb), q);
  memset(q, 0xaa, 56); expect_fail56(fp224_base_56(q, zero), q);
  memset(q, 0xaa, 28); ck_assert_int_eq(fp224_base_28(q, zero), -1);
  ck_assert_mem_eq(q, zero, 28);
  memset(q, 0xaa, 28); ck_assert_int_eq(fp224_28(q, G56, nb), -1);
  ck_assert_mem_eq(q, zero, 28);
  memset(p, 0, 56);
  memset(q, 0xaa, 56); expect_fail56(fp224_56(q, p, e), q);          /* (0, 0) */
  memcpy(p, G56, 56); p[55] ^= 1;
  memset(q, 0xaa, 56); expect_fail56(fp224_56(q, p, e), q);          /* off the curve */
  tu_mpz_to_bytes(p, tu_p); memcpy(p + 28, G56 + 28, 28);
  memset(q, 0xaa, 56); expect_fail56(fp224_56(q, p, e), q);          /* x = p */
  memcpy(p, G56, 28); memset(p + 28, 0xff, 28);
  memset(q, 0xaa, 56); expect_fail56(fp224_56(q, p, e), q);          /* y = 2^224 - 1 */
  int twist = 0;
  for (unsigned v = 1; twist < 5 && v < 200; v++) {                   /* small twist x */
    mpz_set_ui(x, v);
    mpz_pow_ui(r, x, 3); mpz_submul_ui(r, x, 3);
    mpz_t b; mpz_init_set_str(b, "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4", 16);
    mpz_add(r, r, b); mpz_mod(r, r, tu_p); mpz_clear(b);
    if (mpz_legendre(r, tu_p) == -1) {
      unsigned char xb[28];
      tu_mpz_to_bytes(xb, x);
      memset(q, 0xaa, 28);
      ck_assert_int_eq(fp224_28(q, xb, e), -1);
      ck_assert_mem_eq(q, zero, 28);
      twist++;
    }
  }
  ck_assert_int_eq(twist, 5);
  mpz_clears(n, x, r, NULL);
}
END_TEST
START_TEST(test_api_overlap_and_modes)
{
  unsigned char e[28], want[56], buf[84];
  random_scalar(e);
  ck_assert_int_eq(fp224_56(want, G56, e), 0);
  memcpy(buf, G56, 56);                            /* q overlaps p */
  ck_assert_int_eq(fp224_56(buf, buf, e), 0);
  ck_assert_mem_eq(buf, want, 56);
  memcpy(buf, e, 28);                              /* q overlaps e */
  ck_assert_int_eq(fp224_base_56(buf, buf), 0);
  ck_assert_mem_eq(buf, want, 56);
  for (int m = 0; m < 4; m++) {
    unsigned char q[56];
    if (!tu_set_mode(m)) continue;
    ck_assert_int_eq(fp224_56(q, G56, e), 0);
    ck_assert_mem_eq(q, want, 56);
    ck_assert_int_eq(fp224_28(q, G56, e), 0);
    ck_assert_mem_eq(q, want, 28);
    ck_assert_int_eq(fp224_base_56(q, e), 0);
    ck_assert_mem_eq(q, want, 56);
    ck_assert_int_eq(fp224_base_28(q, e), 0);
    ck_assert_mem_eq(q, want, 28);
    ck_assert_int_eq(fegetround(), tu_modes[m]);   /* the caller's mode is kept */
  }
  fesetround(FE_TONEAREST);
  #if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
  #ifdef __SSE__
  #define GET_CSR(x) __asm__ volatile("stmxcsr %0" : "=m"(x))
  #define SET_CSR(x) __asm__ volatile("ldmxcsr %0" : : "m"(x))
  #else
  #define GET_CSR(x) ((x) = 0)                     /* no SSE: only the x87 part */
  #define SET_CSR(x) ((void)(x))
  #endif
  {
    unsigned int csr, csr2;
    unsigned short cw, cw53, cw2;
    unsigned char q[56];
    GET_CSR(csr);
    __asm__ volatile("fnstcw %0" : "=m"(cw));
    unsigned int ftz = csr | 0x8040;                 /* FTZ and DAZ */
    cw53 = (unsigned short)((cw & ~0x300) | 0x200);  /* precision control: 53 bits */
    SET_CSR(ftz);
    __asm__ volatile("fldcw %0" : : "m"(cw53));
    unsigned int took;                               /* valgrind ignores FTZ and DAZ */
    GET_CSR(took);
    if (took != ftz) ftz = took;
    unsigned short cwtook;                           /* and keeps no x87 precision control */
    __asm__ volatile("fnstcw %0" : "=m"(cwtook));
    if (cwtook != cw53) cw53 = cwtook;
    int r1 = fp224_56(q, G56, e);
    int same1 = memcmp(q, want, 56) == 0;
    int r2 = fp224_base_28(q, e);
    int same2 = memcmp(q, want, 28) == 0;
    r1 |= fp224_28(q, G56, e);
    same1 &= memcmp(q, want, 28) == 0;
    r2 |= fp224_base_56(q, e);
    same2 &= memcmp(q, want, 56) == 0;
    GET_CSR(csr2);
    __asm__ volatile("fnstcw %0" : "=m"(cw2));
    SET_CSR(csr);
    __asm__ volatile("fldcw %0" : : "m"(cw));
    ck_assert(r1 == 0 && same1 && r2 == 0 && same2);
    ck_assert_uint_eq(csr2, ftz);
    ck_assert_uint_eq(cw2, cw53);
  }
  #endif
}
END_TEST

#include <valgrind/valgrind.h>
#include "curve.h"
#define STACK_PROBE 131072

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void paint_stack(void)
{
  volatile unsigned char b[STACK_PROBE];
  for (size_t i = 0; i < sizeof b; i++) b[i] = 0xa5;
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static size_t stack_leftovers(void)
{
  unsigned char b[STACK_PROBE];
  volatile unsigned char *v = b;
  size_t n = 0;
#if defined(__GNUC__)
  __asm__ volatile("" : "+r"(v));                  /* what b holds is not the compiler's business */
#endif
  for (size_t i = 0; i < STACK_PROBE; i++) n += v[i] != 0xa5 && v[i] != 0;
  return n;
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void internal_mul(const unsigned char e[28])
{
  aff p;
  jac r;
  fe_unpack(&p.x, G56);
  fe_unpack(&p.y, G56 + 28);
  sm_mul(&r, &p, e, NULL);
}

START_TEST(test_api_stack_scrubbed)
{
  unsigned char e[28], q[56];
  if (RUNNING_ON_VALGRIND) return;
#if defined(__SANITIZE_ADDRESS__)
  return;                                          /* redzones change the stack */
#endif
  random_scalar(e);
  fp224_base_56(q, e);                             /* the self-test runs first, once */
  paint_stack();
  fp224_56(q, G56, e);
  size_t left56 = stack_leftovers();
  paint_stack();
  fp224_28(q, G56, e);
  size_t left28 = stack_leftovers();
  paint_stack();
  fp224_base_56(q, e);
  size_t leftb = stack_leftovers();
  paint_stack();
  internal_mul(e);
  size_t unscrubbed = stack_leftovers();
  ck_assert_msg(left56 < 256 && left28 < 256 && leftb < 256,
                "left on the stack: %zu, %zu, %zu bytes", left56, left28, leftb);
  static const char *const paths[] = { "portable", "x87", "avx2", "avx512" };
  const char *was = fp224_path();
  for (int k = 0; k < 4; k++) {
    unsigned char pb[9][56], eb[9][28], qb[9][56];
    int rb[9];
    if (fp224_force_path(paths[k]) != 0) continue;
    for (int i = 0; i < 9; i++) {
      memcpy(pb[i], G56, 56);
      memcpy(eb[i], e, 28);
    }
    fp224_56_batch(9, qb, (const unsigned char (*)[56])pb, (const unsigned char (*)[28])eb, rb);
    paint_stack();
    fp224_56_batch(9, qb, (const unsigned char (*)[56])pb, (const unsigned char (*)[28])eb, rb);
    size_t leftbatch = stack_leftovers();
    ck_assert_msg(leftbatch < 256, "left on the stack by a batch on %s: %zu bytes", paths[k],
                  leftbatch);
  }
  fp224_force_path(was);
  ck_assert_msg(unscrubbed > 1024, "the probe saw only %zu bytes of an unscrubbed call", unscrubbed);
}
END_TEST

START_TEST(test_api_fenv_untouched)
{
  unsigned char e[28], q[56];
  random_scalar(e);
  feraiseexcept(FE_INEXACT);                       /* valgrind keeps no flags: skip there */
  if (fetestexcept(FE_INEXACT) == 0) return;
  feclearexcept(FE_ALL_EXCEPT);
  ck_assert_int_eq(fp224_56(q, G56, e), 0);
  ck_assert_int_eq(fp224_28(q, G56, e), 0);
  ck_assert_int_eq(fp224_base_56(q, e), 0);
  ck_assert_int_eq(fp224_base_28(q, e), 0);
  ck_assert_int_eq(fetestexcept(FE_ALL_EXCEPT), 0);
  feraiseexcept(FE_INEXACT);
  ck_assert_int_eq(fp224_56(q, G56, e), 0);
  ck_assert_int_eq(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT);
  feclearexcept(FE_ALL_EXCEPT);
#if defined(__GLIBC__)
  /* -1: this CPU cannot trap (32- and 64-bit ARM, RISC-V); nothing to check */
  if (feenableexcept(FE_INEXACT | FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW) != -1) {
    ck_assert_int_eq(fp224_56(q, G56, e), 0);      /* a trap would end the test with SIGFPE */
    ck_assert_int_eq(fp224_base_28(q, e), 0);
    ck_assert_int_eq(fegetexcept(), FE_INEXACT | FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW);
    fedisableexcept(FE_ALL_EXCEPT);
  }
#endif
}
END_TEST

Suite *suite_api(void)
{
  Suite *s = suite_create("api");
  TCase *tc = tcase_create("interface");
  tcase_add_checked_fixture(tc, tu_setup, tu_teardown);
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, test_api_consistency);
  tcase_add_test(tc, test_api_scalar_mod_n);
  tcase_add_test(tc, test_api_failures);
  tcase_add_test(tc, test_api_overlap_and_modes);
  tcase_add_test(tc, test_api_stack_scrubbed);
  tcase_add_test(tc, test_api_fenv_untouched);
  suite_add_tcase(s, tc);
  return s;
}
