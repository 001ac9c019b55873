/* Generated from book/84-checks.nw by notangle; edit the book, not this file. */
/* dudect: the time of the entry points, fixed scalars against random ones. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fp224.h"
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define DD_UNIT "ticks"
static uint64_t dd_ticks(void)
{
#ifdef __SSE2__
  _mm_lfence();
#endif
  uint64_t t = __rdtsc();
#ifdef __SSE2__
  _mm_lfence();
#endif
  return t;
}
#else
#define DD_UNIT "ns"
static uint64_t dd_ticks(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
#endif

static double dd_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
static uint64_t dd_state;

static uint64_t dd_rand(void)
{
  uint64_t z = (dd_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}
typedef struct {
  double n[2], mean[2], m2[2];
} dd_ttest;

static void dd_push(dd_ttest *t, double x, int c)
{
  t->n[c] += 1;
  double delta = x - t->mean[c];
  t->mean[c] += delta / t->n[c];
  t->m2[c] += delta * (x - t->mean[c]);
}

static double dd_se(const dd_ttest *t)
{
  return sqrt(t->m2[0] / (t->n[0] - 1) / t->n[0] + t->m2[1] / (t->n[1] - 1) / t->n[1]);
}

static double dd_t(const dd_ttest *t)
{
  double se = dd_se(t), d = t->mean[0] - t->mean[1];
  if (se > 0) return d / se;
  return d == 0 ? 0 : HUGE_VAL;
}
enum { DD_FIXED = 5 };
static const char *const dd_fixed_names[DD_FIXED] = { "1", "2^223", "0", "n", "n + 6" };
static const unsigned char dd_n[28] = {
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  0x16, 0xa2, 0xe0, 0xb8, 0xf0, 0x3e, 0x13, 0xdd, 0x29, 0x45, 0x5c, 0x5c, 0x2a, 0x3d };

static void dd_fixed(unsigned char e[28], int c)
{
  memset(e, 0, 28);
  switch (c) {
  case 0: e[27] = 1; break;
  case 1: e[0] = 0x80; break;
  case 2: break;
  case 3: memcpy(e, dd_n, 28); break;
  case 4: memcpy(e, dd_n, 28); e[27] += 6; break;  /* 0x3d + 6: no carry */
  }
}
static const unsigned char dd_g[56] = {
  0xb7, 0x0e, 0x0c, 0xbd, 0x6b, 0xb4, 0xbf, 0x7f, 0x32, 0x13, 0x90, 0xb9, 0x4a, 0x03,
  0xc1, 0xd3, 0x56, 0xc2, 0x11, 0x22, 0x34, 0x32, 0x80, 0xd6, 0x11, 0x5c, 0x1d, 0x21,
  0xbd, 0x37, 0x63, 0x88, 0xb5, 0xf7, 0x23, 0xfb, 0x4c, 0x22, 0xdf, 0xe6, 0xcd, 0x43,
  0x75, 0xa0, 0x5a, 0x07, 0x47, 0x64, 0x44, 0xd5, 0x81, 0x99, 0x85, 0x00, 0x7e, 0x34 };
enum { DD_FUNCS = 6, DD_LANES = 8 };
static const char *const dd_names[DD_FUNCS] = {
  "fp224_56", "fp224_28", "fp224_base_56", "fp224_base_28",
  "fp224_56_batch (8 copies)", "fp224_28_batch (8 copies)"
};

enum { DD_BATCH = 1000 };
static int64_t dd_dt[DD_BATCH];
static unsigned char dd_class[DD_BATCH], dd_e[DD_BATCH][28];

static void dd_batch(int f, const unsigned char fixed[28])
{
  static unsigned char p8[DD_LANES][56], x8[DD_LANES][28], e8[DD_LANES][28], q8[DD_LANES][56];
  static int r8[DD_LANES];
  unsigned char q[56];
  for (int l = 0; l < DD_LANES; l++) {
    memcpy(p8[l], dd_g, 56);
    memcpy(x8[l], dd_g, 28);
  }
  for (int i = 0; i < DD_BATCH; i++) {
    dd_class[i] = (unsigned char)(dd_rand() & 1);
    if (dd_class[i] == 0) memcpy(dd_e[i], fixed, 28);
    else for (int j = 0; j < 28; j++) dd_e[i][j] = (unsigned char)dd_rand();
  }
  for (int i = 0; i < DD_BATCH; i++) {
    for (int l = 0; f >= 4 && l < DD_LANES; l++) memcpy(e8[l], dd_e[i], 28);
    uint64_t t0 = dd_ticks();
    switch (f) {
    case 0: fp224_56(q, dd_g, dd_e[i]); break;
    case 1: fp224_28(q, dd_g, dd_e[i]); break;
    case 2: fp224_base_56(q, dd_e[i]); break;
    case 3: fp224_base_28(q, dd_e[i]); break;
    case 4:
      fp224_56_batch(DD_LANES, q8, (const unsigned char (*)[56])p8,
                     (const unsigned char (*)[28])e8, r8);
      break;
    default:
      fp224_28_batch(DD_LANES, (unsigned char (*)[28])q8, (const unsigned char (*)[28])x8,
                     (const unsigned char (*)[28])e8, r8);
    }
    uint64_t t1 = dd_ticks();
    dd_dt[i] = (int64_t)(t1 - t0);
  }
}
enum { DD_CROPS = 100, DD_TESTS = DD_CROPS + 2, DD_ENOUGH = 1000 };
typedef struct {
  dd_ttest test[DD_TESTS];
  int64_t crop[DD_CROPS];
} dd_experiment;

static int dd_cmp(const void *a, const void *b)
{
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

static void dd_set_crops(dd_experiment *x)
{
  static int64_t sorted[DD_BATCH];
  memcpy(sorted, dd_dt, sizeof sorted);
  qsort(sorted, DD_BATCH, sizeof sorted[0], dd_cmp);
  for (int k = 0; k < DD_CROPS; k++) {
    double q = 1 - pow(0.5, 10.0 * (k + 1) / DD_CROPS);
    x->crop[k] = sorted[(int)(q * DD_BATCH)];
  }
}
static void dd_update(dd_experiment *x)
{
  for (int i = 0; i < DD_BATCH; i++) {
    int c = dd_class[i];
    double v = (double)dd_dt[i];
    if (dd_dt[i] <= 0) continue;
    dd_push(&x->test[0], v, c);
    for (int k = 0; k < DD_CROPS; k++)
      if (dd_dt[i] < x->crop[k]) dd_push(&x->test[1 + k], v, c);
    if (x->test[0].n[0] >= DD_ENOUGH && x->test[0].n[1] >= DD_ENOUGH) {
      double d = v - x->test[0].mean[c];
      dd_push(&x->test[DD_TESTS - 1], d * d, c);
    }
  }
}
static int dd_enough(const dd_ttest *t)
{
  return t->n[0] >= DD_ENOUGH && t->n[1] >= DD_ENOUGH;
}

static double dd_max(const dd_experiment *x, int *which)
{
  double best = -1;
  *which = -1;
  for (int k = 0; k < DD_TESTS; k++) {
    if (!dd_enough(&x->test[k])) continue;
    double a = fabs(dd_t(&x->test[k]));
    if (a > best) { best = a; *which = k; }
  }
  return best;
}

static double dd_resolution(const dd_experiment *x)
{
  double best = HUGE_VAL;
  for (int k = 0; k < DD_TESTS - 1; k++)
    if (dd_enough(&x->test[k]) && dd_se(&x->test[k]) < best) best = dd_se(&x->test[k]);
  return best;
}
static void dd_run(dd_experiment *x, int f, int c, double budget)
{
  unsigned char fixed[28];
  double end = dd_seconds() + budget;
  memset(x, 0, sizeof *x);
  dd_fixed(fixed, c);
  dd_batch(f, fixed);
  dd_set_crops(x);
  do {
    dd_batch(f, fixed);
    dd_update(x);
  } while (dd_seconds() < end);
}
static double dd_env(const char *name, double dflt)
{
  const char *s = getenv(name);
  char *end;
  double v = s ? strtod(s, &end) : 0;
  if (!s || end == s || *end || !(v > 0)) return dflt;
  return v;
}

static void dd_test_name(char *buf, size_t len, int k)
{
  if (k == 0) snprintf(buf, len, "uncropped");
  else if (k < DD_TESTS - 1) snprintf(buf, len, "crop %d", k);
  else snprintf(buf, len, "second order");
}
int main(void)
{
  double seconds = dd_env("DUDECT_SECONDS", 20), limit = dd_env("DUDECT_T", 10);
  const char *seed = getenv("DUDECT_SEED");
  static dd_experiment x;
  unsigned char q[56], e[28];
  int status = 0;
  dd_state = seed ? strtoull(seed, NULL, 0) : (uint64_t)time(NULL);
  dd_fixed(e, 0);
  fp224_base_56(q, e);
  printf("dudect: %g s in all, threshold %g, clock in %s, seed %llu\n",
         seconds, limit, DD_UNIT, (unsigned long long)dd_state);
  fflush(stdout);
  for (int f = 0; f < DD_FUNCS; f++) {
    double worst = -1;
    int worst_c = 0, worst_k = -1;
    unsigned long long total = 0;
    char what[32];
    for (int c = 0; c < DD_FIXED; c++) {
      int k;
      dd_run(&x, f, c, seconds / (DD_FUNCS * DD_FIXED));
      total += (unsigned long long)(x.test[0].n[0] + x.test[0].n[1]);
      double t = dd_max(&x, &k);
      if (getenv("DUDECT_VERBOSE") && k >= 0) {
        dd_test_name(what, sizeof what, k);
        fprintf(stderr, "%s e = %s: %.0f and %.0f measurements, means %.0f and %.0f %s,"
                " max |t| = %.2f (%s); |t| = %g at a difference of %.0f %s\n",
                dd_names[f], dd_fixed_names[c], x.test[0].n[0], x.test[0].n[1],
                x.test[0].mean[0], x.test[0].mean[1], DD_UNIT, t, what, limit,
                limit * dd_resolution(&x), DD_UNIT);
      }
      if (t > worst) { worst = t; worst_c = c; worst_k = k; }
    }
    if (worst_k < 0) {
      printf("dudect %s: %llu measurements, too few to test (raise DUDECT_SECONDS)\n",
             dd_names[f], total);
    } else {
      int leak = worst > limit;
      dd_test_name(what, sizeof what, worst_k);
      printf("dudect %s: %llu measurements, max |t| = %.2f (e = %s, %s): %s (threshold %g)\n",
             dd_names[f], total, worst, dd_fixed_names[worst_c], what,
             leak ? "LEAK?" : "no evidence of leakage", limit);
      status |= leak;
    }
    fflush(stdout);
  }
  return status;
}
