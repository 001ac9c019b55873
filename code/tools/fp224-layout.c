/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* fp224-layout: derives the limb layout, proves the exactness bounds and
   prints the operation-count model of one instance (see the book). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include LAYOUT_INSTANCE
#ifndef __SIZEOF_INT128__
#error "fp224-layout needs a compiler with unsigned __int128 (GCC or Clang, 64-bit)"
#endif
typedef unsigned __int128 bnd;
static int ok;
static char why[160];

static void fail(const char *what, int k)
{
  if (ok) snprintf(why, sizeof why, "%s (column %d)", what, k);
  ok = 0;
}

static bnd exact(bnd b, int k)     /* a sum of magnitudes that must be exact */
{
  if (b > ((bnd)1 << FE_PREC)) fail("inexact sum", k);
  return b;
}

static bnd carried_bound(int i)    /* C_i in units of 2^{p_i} */
{
  return ((bnd)1 << FE_WIDTH(i)) + ((bnd)1 << (FE_WIDTH(i) - FE_SLACK));
}
static int nround;                 /* roundings met */

static bnd carry_out(bnd *u, int shift, int k)
{
  nround++;
  if (*u > ((bnd)1 << (FE_PREC - 2 + shift)))
    fail("carry out of range", k);
  bnd t = (*u + ((bnd)1 << shift) - 1) >> shift;
  bnd r = ((bnd)1 << shift) - 1;
  *u = r;
  return t;
}
static int fold_targets(int W, int w[3])
{
  if (W < 352) { w[0] = W - 128; w[1] = W - 224; return 2; }
  w[0] = W - 256; w[1] = W - 352; w[2] = W - 224; return 3;
}

static int nfold;                  /* fold targets met: the FMA count */

static void fold(bnd low[FE_N], bnd u, int W)
{
  int w[3], n = fold_targets(W, w);
  for (int j = 0; j < n; j++) {
    int c = FE_COL(w[j]);
    if (u > ((bnd)1 << FE_PREC) >> (w[j] - FE_POS(c))) fail("fold too large", c);
    low[c] = exact(low[c] + (u << (w[j] - FE_POS(c))), c);
    nfold++;
  }
}
static void chain(bnd low[FE_N]);

static void reduce_bounds(bnd c[2 * FE_N], bnd out[FE_N])
{
  bnd t[2 * FE_N];
  for (int k = 0; k < 2 * FE_N - 1; k++) exact(c[k], k);
  for (int k = FE_N - 1; k < 2 * FE_N - 1; k++)
    t[k] = carry_out(&c[k], FE_XPOS(k + 1) - FE_XPOS(k), k);
  c[2 * FE_N - 1] = 0;
  for (int k = FE_N - 1; k < 2 * FE_N - 1; k++) c[k + 1] = exact(c[k + 1] + t[k], k + 1);
  for (int k = FE_N; k < 2 * FE_N; k++) fold(c, c[k], FE_XPOS(k));
  chain(c);
  for (int i = 0; i < FE_N; i++) {
    out[i] = c[i];
    if (c[i] > carried_bound(i)) fail("result not carried", i);
  }
}
static void chain(bnd low[FE_N])
{
  for (int k = 0; k < FE_N - 1; k++) {
    bnd t = carry_out(&low[k], FE_WIDTH(k), k);
    low[k + 1] = exact(low[k + 1] + t, k + 1);
  }
  bnd top = carry_out(&low[FE_N - 1], FE_WIDTH(FE_N - 1), FE_N - 1);
  fold(low, top, FE_BITS);
  int extra[2] = { 0, FE_COL(96) };
  for (int j = 0; j < 2; j++) {
    int k = extra[j];
    bnd t = carry_out(&low[k], FE_WIDTH(k), k);
    low[k + 1] = exact(low[k + 1] + t, k + 1);
  }
}
static int carry_ok(bnd K)
{
  bnd low[FE_N];
  ok = 1;
  for (int i = 0; i < FE_N; i++) low[i] = exact(K * carried_bound(i), i);
  chain(low);
  for (int i = 0; i < FE_N; i++)
    if (low[i] > carried_bound(i)) fail("carry result not carried", i);
  return ok;
}
static void product_columns(bnd m[2 * FE_N])
{
  for (int k = 0; k < 2 * FE_N; k++) m[k] = 0;
  for (int i = 0; i < FE_N; i++)
    for (int j = 0; j < FE_N; j++) {
      int k = i + j, s = FE_POS(i) + FE_POS(j) - FE_XPOS(k);
      m[k] += (carried_bound(i) * carried_bound(j)) << s;
    }
}

static int weight_ok(bnd W)
{
  bnd m[2 * FE_N], c[2 * FE_N], out[FE_N];
  ok = 1;
  product_columns(m);
  for (int k = 0; k < 2 * FE_N; k++) {
    if (m[k] && W > ((bnd)1 << (FE_PREC + 1)) / m[k]) { fail("inexact column", k); return 0; }
    c[k] = W * m[k] + (k < FE_N ? W * carried_bound(k) : 0);
  }
  reduce_bounds(c, out);
  return ok;
}

static bnd largest(int (*good)(bnd))
{
  bnd lo = 1, hi = 2;
  if (!good(lo)) return 0;
  while (hi < ((bnd)1 << 40) && good(hi)) { lo = hi; hi *= 2; }
  while (hi - lo > 1) {
    bnd mid = lo + (hi - lo) / 2;
    if (good(mid)) lo = mid; else hi = mid;
  }
  return lo;
}
struct opcount { const char *name; long mul, add; };

static void reduction_counts(int *folds, int *rounds)
{
  bnd c[2 * FE_N], out[FE_N];
  for (int k = 0; k < 2 * FE_N; k++) c[k] = 1;
  ok = 1; nfold = 0; nround = 0;
  reduce_bounds(c, out);
  *folds = nfold; *rounds = nround;
}

static int model(struct opcount m[6])
{
  int F, R;
  reduction_counts(&F, &R);
  long n = FE_N, S = n * (n + 1) / 2, cols = 2 * n - 1, red = F + 4L * R - 2;
  struct opcount t[6] = {
    { "f2",    S + F,             S - cols + (n - 1) + red },
    { "f2g",   S + F,             S - cols + (n - 1) + n + red },
    { "fg",    n * n + F,         n * n - cols + red },
    { "fgh",   n * n + F,         n * n - cols + n + red },
    { "fg8h2", n * n + S + n + F, n * n - cols + S + (n - 1) + red },
    { "fghi",  2 * n * n + F,     2 * n * n - cols + red },
  };
  memcpy(m, t, sizeof t);
  return 6;
}
static double bits_up(double x) { return ceil(x * 100) / 100; }

static void print_tex(bnd wmax, bnd kmax)
{
  bnd m[2 * FE_N];
  double worst = 0;
  struct opcount ops[6];
  int F, R;
  product_columns(m);
  for (int k = 0; k < 2 * FE_N; k++)
    if (m[k] && log2((double)m[k]) > worst) worst = log2((double)m[k]);
  printf("\\newcommand\\FEpositions{");
  for (int i = 0; i < FE_N; i++) printf("%s%d", i ? ", " : "", FE_POS(i));
  printf("}\n\\newcommand\\FEwidths{");
  for (int i = 0; i < FE_N; i++) printf("%s%d", i ? ", " : "", FE_WIDTH(i));
  printf("}\n\\newcommand\\FEslack{%d}\n", FE_SLACK);
  printf("\\newcommand\\FEfoldlimb{%d}\n", FE_COL(96));
  printf("\\newcommand\\FEfoldoffset{%d}\n", 96 - FE_POS(FE_COL(96)));
  printf("\\newcommand\\FEbudget{%d}\n", FE_BUDGET);
  printf("\\newcommand\\FEbudgetmax{%llu}\n", (unsigned long long)wmax);
  printf("\\newcommand\\FEcarrymax{%llu}\n", (unsigned long long)kmax);
  printf("\\newcommand\\FEcolbitsone{%.2f}\n", bits_up(worst));
  printf("\\newcommand\\FEcolbitsbudget{%.2f}\n", bits_up(worst + log2((double)FE_BUDGET)));
  reduction_counts(&F, &R);
  model(ops);
  printf("\\newcommand\\FEfolds{%d}\n\\newcommand\\FErounds{%d}\n", F, R);
  printf("\\newcommand\\FEopsfg{%ld}\n", ops[2].mul + ops[2].add);
  printf("\\newcommand\\FEopsftwo{%ld}\n", ops[0].mul + ops[0].add);
  bnd low[FE_N];
  for (int i = 0; i < FE_N; i++) low[i] = 1;
  nfold = nround = 0;
  chain(low);
  printf("\\newcommand\\FEcarrycost{%d}\n", 4 * nround - 1 + 2 * nfold);
  printf("\\newcommand\\FElayouttable{%%\n");
  for (int i = 0; i < 2 * FE_N - 1; i++) {
    if (i < FE_N)
      printf("%d & %d & %d & $2^{%d} + 2^{%d}$ & %.2f\\\\\n", i, FE_POS(i), FE_WIDTH(i),
             FE_WIDTH(i), FE_WIDTH(i) - FE_SLACK, bits_up(log2((double)m[i])));
    else
      printf("%d & %d & & & %.2f\\\\\n", i, FE_XPOS(i), bits_up(log2((double)m[i])));
  }
  printf("}\n");
}
static void print_row(bnd wmax)
{
  bnd m[2 * FE_N];
  double worst = 0;
  int wmin = 224, wmaxw = 0;
  struct opcount ops[6];
  product_columns(m);
  for (int k = 0; k < 2 * FE_N; k++)
    if (m[k] && log2((double)m[k]) > worst) worst = log2((double)m[k]);
  for (int i = 0; i < FE_N; i++) {
    if (FE_WIDTH(i) < wmin) wmin = FE_WIDTH(i);
    if (FE_WIDTH(i) > wmaxw) wmaxw = FE_WIDTH(i);
  }
  model(ops);
  printf("%d & %d & ", FE_N, FE_PREC);
  if (wmin == wmaxw) printf("%d", wmin); else printf("%d--%d", wmin, wmaxw);
  printf(" & %.2f & %llu & %ld\\\\\n", bits_up(worst), (unsigned long long)wmax,
         ops[2].mul + ops[2].add);
}
int main(int argc, char **argv)
{
  const char *what = argc > 1 ? argv[1] : "check";
  bnd wmax = largest(weight_ok), kmax = largest(carry_ok);
  if (!strcmp(what, "row")) { print_row(wmax); return 0; }
  if (!weight_ok(FE_BUDGET)) {
    fprintf(stderr, "fp224-layout: budget %d is not admissible: %s\n", FE_BUDGET, why);
    return 1;
  }
  if (!carry_ok(FE_BUDGET)) {
    fprintf(stderr, "fp224-layout: carry of %d carried elements fails: %s\n", FE_BUDGET, why);
    return 1;
  }
  if (!strcmp(what, "tex")) print_tex(wmax, kmax);
  else if (!strcmp(what, "ops")) {
    struct opcount ops[6];
    for (int i = 0, n = model(ops); i < n; i++) printf("%s %ld %ld\n", ops[i].name, ops[i].mul, ops[i].add);
  } else if (!strcmp(what, "check"))
    printf("fp224-layout: N = %d, P = %d: largest weight %llu, budget %d; carry factor up to %llu\n",
           FE_N, FE_PREC, (unsigned long long)wmax, FE_BUDGET, (unsigned long long)kmax);
  else {
    fprintf(stderr, "usage: fp224-layout [check|tex|ops]\n");
    return 2;
  }
  return 0;
}
