/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* fp224-calls: core-function calls per scalar multiplication (instrumented build). */
#include <stdio.h>
#include <string.h>
#include "fp224.h"
#include "field-d10.h"
#include "curve.h"
static void count(unsigned long c[FE_CALLS], int which, const unsigned char e[28])
{
  unsigned char q[56], gxy[56];
  int r = 0;
  memcpy(gxy, curve_gx, 28);
  memcpy(gxy + 28, curve_gy, 28);
  memset(fe_calls, 0, sizeof fe_calls);
  switch (which) {
  case 0: r = fp224_56(q, gxy, e); break;
  case 1: r = fp224_28(q, gxy, e); break;
  case 2: r = fp224_base_56(q, e); break;
  case 3: r = fp224_base_28(q, e); break;
  }
  if (r != 0) { fprintf(stderr, "fp224-calls: unexpected failure\n"); memset(c, 0, FE_CALLS * sizeof *c); }
  else memcpy(c, fe_calls, FE_CALLS * sizeof *c);
}
static void tally(const unsigned long c[FE_CALLS], unsigned long *m, unsigned long *s)
{
  *m = c[FE_CALL_FG] + c[FE_CALL_FGH] + 2 * c[FE_CALL_FGHI] + c[FE_CALL_FG8H2];
  *s = c[FE_CALL_F2] + c[FE_CALL_F2G] + c[FE_CALL_FG8H2];
}

static void row(const char *label, const unsigned long c[FE_CALLS], unsigned long *m, unsigned long *s)
{
  printf("%s", label);
  for (int i = 0; i < FE_CALLS; i++) printf(" & %lu", c[i]);
  tally(c, m, s);
  printf(" & %lu & %lu\\\\\n", *m, *s);
}

int main(int argc, char **argv)
{
  unsigned char typical[28], high[28], q[56];
  unsigned long c[FE_CALLS], c2[FE_CALLS], m = 0, s = 0, m56 = 0, s56 = 0;
  static const char *const labels[4] = { "56", "28", "base 56", "base 28" };
  const char *what = argc > 1 ? argv[1] : "calls";
  uint64_t z = 0x0123456789abcdefu;
  for (int i = 0; i < 28; i++) {
    z = z * 6364136223846793005u + 1442695040888963407u;
    typical[i] = (unsigned char)(z >> 56);
  }
  memset(high, 0x77, sizeof high);
  fp224_base_56(q, typical);                       /* warm-up: runs the self-test */
  if (!strcmp(what, "csv")) {                      /* for the timing chapter */
    static const char *const fn[FE_CALLS] = { "f2", "f2g", "fg", "fgh", "fg8h2", "fghi" };
    printf("operation,function,calls\n");
    for (int w = 0; w < 4; w++)
      for (int h = 0; h < 2; h++) {
        count(c, w, h ? high : typical);
        for (int i = 0; i < FE_CALLS; i++)
          printf("%s%s,%s,%lu\n", w == 0 ? "56" : w == 1 ? "28" : w == 2 ? "base56" : "base28",
                 h ? "high" : "", fn[i], c[i]);
      }
    return 0;
  }
  if (!strcmp(what, "tex")) {                      /* the chains of Chapter "Canonical form" */
    fe f, h;
    fe_one(&f);
    fe_add(&f, &f, &f);
    memset(fe_calls, 0, sizeof fe_calls);
    fe_invert(&h, &f);
    printf("\\newcommand\\CALLinvsq{%lu}\n\\newcommand\\CALLinvmul{%lu}\n",
           fe_calls[FE_CALL_F2], fe_calls[FE_CALL_FG]);
    unsigned long other = fe_calls[FE_CALL_F2G] + fe_calls[FE_CALL_FGH] + fe_calls[FE_CALL_FG8H2]
                          + fe_calls[FE_CALL_FGHI];
    memset(fe_calls, 0, sizeof fe_calls);
    (void)fe_legendre(&f);
    printf("\\newcommand\\CALLlegsq{%lu}\n\\newcommand\\CALLlegmul{%lu}\n",
           fe_calls[FE_CALL_F2], fe_calls[FE_CALL_FG]);
    other += fe_calls[FE_CALL_F2G] + fe_calls[FE_CALL_FGH] + fe_calls[FE_CALL_FG8H2]
             + fe_calls[FE_CALL_FGHI];
    return other == 0 ? 0 : 1;                      /* the chains use f2 and fg only */
  }
  if (!strcmp(what, "calls")) {
    for (int w = 0; w < 4; w++) {
      char lab[32];
      count(c, w, typical);
      row(labels[w], c, &m, &s);
      if (w == 0) { m56 = m; s56 = s; }
      count(c2, w, high);
      snprintf(lab, sizeof lab, "%shigh", labels[w]);
      row(lab, c2, &m, &s);
      if (memcmp(c, c2, sizeof c) != 0) { fprintf(stderr, "fp224-calls: counts depend on the scalar\n"); return 1; }
    }
    return 0;
  }
  count(c, 0, typical);
  tally(c, &m56, &s56);
  {
    const long dbl_m = 3, dbl_s = 5, add_m = 12, add_s = 4, madd_m = 8, madd_s = 3;
    const long cdbl_m = 10, cdbl_s = 3, cadd_m = 14, cmadd_m = 13;  /* complete, m_b = M */
    const long inv_m = 11 + 3, inv_s = 223 + 1;       /* inversion, Jacobian to affine */
    const long pinv_m = 11 + 2, pinv_s = 223;         /* inversion, projective to affine */
    long w4m = 225 * dbl_m + 56 * add_m + 6 * madd_m + dbl_m + inv_m;   /* + last doubling */
    long w4s = 225 * dbl_s + 56 * add_s + 6 * madd_s + dbl_s + inv_s;
    long rcbm = 226 * cdbl_m + 45 * cadd_m + 14 * cmadd_m + pinv_m, rcbs = 226 * cdbl_s + pinv_s;
    long coz_m = 224 * 9 + inv_m, coz_s = 224 * 5 + inv_s;
    printf("signed 5-bit window, this book (counted) & %lu & %lu\\\\\n", m56, s56);
    printf("signed 4-bit window & %ld & %ld\\\\\n", w4m, w4s);
    printf("5-bit window, complete formulas & %ld & %ld\\\\\n", rcbm, rcbs);
    printf("co-$Z$ ladder & %ld & %ld\\\\\n", coz_m, coz_s);
  }
  return 0;
}
