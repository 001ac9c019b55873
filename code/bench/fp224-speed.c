/* Generated from book/90-timing.nw by notangle; edit the book, not this file. */
/* fp224-speed: the timing tables of the book (see chapter "Timing"). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fp224.h"
#include "field-d10.h"
#include "curve.h"
#include "speed-peers.h"
#include "api.h"
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
static inline uint64_t ticks(void)
{
  _mm_lfence();
  uint64_t t = __rdtsc();
  _mm_lfence();
  return t;
}
static const char tick_name[] = "rdtsc (x86 time-stamp counter)";
#elif defined(__aarch64__)
static inline uint64_t ticks(void)
{
  uint64_t t;
  __asm__ volatile("isb\n\tmrs %0, cntvct_el0" : "=r"(t) : : "memory");
  return t;
}
static const char tick_name[] = "cntvct_el0 (ARM generic timer)";
#else
static inline uint64_t ticks(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
static const char tick_name[] = "clock_gettime (nanoseconds)";
#endif
static double seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static double tick_rate(void)                      /* ticks per second */
{
  double s0 = seconds();
  uint64_t t0 = ticks();
  while (seconds() - s0 < 0.1) continue;
  uint64_t t1 = ticks();
  return (double)(t1 - t0) / (seconds() - s0);
}

static double cycles_per_tick(void)                /* 0 when unknown */
{
#if defined(__x86_64__)
  double best = 0;
  for (int run = 0; run < 7; run++) {
    uint64_t x = 1, t0 = ticks();
    for (int i = 0; i < 20000; i++)
      __asm__ volatile(".rept 100\n\tadd %0, %0\n\t.endr" : "+r"(x));
    uint64_t t1 = ticks();
    double c = 2e6 / (double)(t1 - t0);
    if (c > best) best = c;
  }
  return best;
#else
  return 0;
#endif
}
static unsigned char flush_buffer[64 << 20];

static void flush_caches(void)
{
  for (size_t i = 0; i < sizeof flush_buffer; i += 64) flush_buffer[i] += 1;
}
static uint64_t rng = 0x243f6a8885a308d3u;

static uint64_t next64(void)
{
  uint64_t z = (rng += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static void draw_scalar(unsigned char e[28], int high)
{
  for (;;) {
    int32_t d[SM_DIGITS];
    int zeros = 0;
    for (int i = 0; i < 28; i++) e[i] = (unsigned char)next64();
    sm_recode(d, e);
    for (int i = 0; i < SM_DIGITS - 1; i++) zeros += d[i] == 0;
    if (!high || zeros == 0) return;
  }
}
static void vartime_mul(jac *q, const aff *p, const unsigned char e[28])
{
  jac table[16], t;
  int32_t d[SM_DIGITS];
  fe bb, dd;
  int started = 0;
  table[0].x = p->x;
  table[0].y = p->y;
  fe_one(&table[0].z);
  pt_dbl(&table[1], &table[0], NULL);
  for (int j = 2; j < 16; j++) pt_madd(&table[j], &bb, &dd, &table[j - 1], p);
  sm_recode(d, e);
  for (int i = SM_DIGITS - 1; i >= 0; i--) {
    if (started) for (int k = 0; k < SM_W; k++) pt_dbl(q, q, NULL);
    if (d[i] == 0) continue;                       /* the leak */
    t = table[(d[i] < 0 ? -d[i] : d[i]) - 1];
    if (d[i] < 0) fe_neg(&t.y, &t.y);
    if (!started) { *q = t; started = 1; continue; }
    pt_add(q, &bb, &dd, q, &t);
  }
}

static int vartime_56(unsigned char q[56], const unsigned char p[56], const unsigned char e[28])
{
  aff pt;
  jac r;
  if (fe_unpack(&pt.x, p) != 0 || fe_unpack(&pt.y, p + 28) != 0) return -1;
  vartime_mul(&r, &pt, e);
  sm_affine(&pt.x, &pt.y, &r);
  fe_pack(q, &pt.x);
  fe_pack(q + 28, &pt.y);
  return 0;
}
static unsigned char point56[56];

static int call(int which, unsigned char *q, const unsigned char e[28])
{
  switch (which) {
  case 0: return fp224_56(q, point56, e);
  case 1: return fp224_28(q, point56, e);
  case 2: return fp224_base_56(q, e);
  case 3: return fp224_base_28(q, e);
  default: return vartime_56(q, point56, e);
  }
}

static void timed_line(uint64_t t[32], int which, int high)
{
  unsigned char e[32][28], q[56];
  for (int i = 0; i < 32; i++) draw_scalar(e[i], high);
  flush_caches();
  for (int i = 0; i < 32; i++) {
    uint64_t t0 = ticks();
    if (call(which, q, e[i]) != 0) { fprintf(stderr, "fp224-speed: call failed\n"); exit(1); }
    t[i] = ticks() - t0;
  }
}

static int cmp64(const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

struct summary { double q1, med, q3; };

static struct summary summarize(uint64_t *t, int n)
{
  qsort(t, (size_t)n, sizeof *t, cmp64);
  struct summary s = { (double)t[n / 4], (double)t[n / 2], (double)t[3 * n / 4] };
  return s;
}
#define VARIANT_DECLS(p) \
  void p##fe_f2(fe *, const fe *); void p##fe_f2g(fe *, const fe *, const fe *); \
  void p##fe_fg(fe *, const fe *, const fe *); \
  void p##fe_fgh(fe *, const fe *, const fe *, const fe *); \
  void p##fe_fg8h2(fe *, const fe *, const fe *, const fe *); \
  void p##fe_fghi(fe *, const fe *, const fe *, const fe *, const fe *);
#if defined(__x86_64__) && defined(FP224_SPEED_VARIANTS)
VARIANT_DECLS(fp224_speed_base_)
VARIANT_DECLS(fp224_speed_v3_)
VARIANT_DECLS(fp224_speed_v4_)
#define NVARIANT 3
#define VARIANT_ROW(p) p##fe_f2, p##fe_f2g, p##fe_fg, p##fe_fgh, p##fe_fg8h2, p##fe_fghi
#endif

struct variant {
  const char *name;
  void (*f2)(fe *, const fe *);
  void (*f2g)(fe *, const fe *, const fe *);
  void (*fg)(fe *, const fe *, const fe *);
  void (*fgh)(fe *, const fe *, const fe *, const fe *);
  void (*fg8h2)(fe *, const fe *, const fe *, const fe *);
  void (*fghi)(fe *, const fe *, const fe *, const fe *, const fe *);
};

static int variant_supported(int v)
{
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (v == 1) return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  if (v == 2) return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl")
                     && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq");
#endif
  return v == 0;
}

static struct summary time_core(const struct variant *v, int fn)
{
  fe f, g, h, k;
  unsigned char s[28];
  uint64_t t[15];
  for (int i = 0; i < 28; i++) s[i] = (unsigned char)(next64() & 0x7f);
  fe_unpack(&f, s); fe_unpack(&g, s); fe_unpack(&k, s);
  h = f;
  for (int r = 0; r < 15; r++) {
    uint64_t t0 = ticks();
    for (int i = 0; i < 1000; i++) {
      switch (fn) {
      case 0: v->f2(&f, &f); break;
      case 1: v->f2g(&f, &f, &g); break;
      case 2: v->fg(&f, &f, &g); break;
      case 3: v->fgh(&f, &f, &g, &k); break;
      case 4: v->fg8h2(&f, &f, &g, &k); break;
      default: v->fghi(&f, &f, &g, &k, &h); break;
      }
      if (fn == 5) h = f;
    }
    t[r] = ticks() - t0;
  }
  struct summary q = summarize(t, 15);
  q.q1 /= 1000; q.med /= 1000; q.q3 /= 1000;
  return q;
}
struct timed { const char *library, *name; int base, xonly; double med, q1, q3; };

static int fp224_setup(void **state, const unsigned char p[56])
{
  (void)p;
  *state = NULL;
  return 0;
}
static int fp224_run56(void *s, unsigned char out[56], const unsigned char e[28])
{ (void)s; return fp224_56(out, point56, e); }
static int fp224_run28(void *s, unsigned char out[56], const unsigned char e[28])
{ (void)s; memset(out + 28, 0, 28); return fp224_28(out, point56, e); }
static int fp224_runb56(void *s, unsigned char out[56], const unsigned char e[28])
{ (void)s; return fp224_base_56(out, e); }
static int fp224_runb28(void *s, unsigned char out[56], const unsigned char e[28])
{ (void)s; memset(out + 28, 0, 28); return fp224_base_28(out, e); }
static void fp224_teardown(void *s) { (void)s; }

static const struct peer_op own_ops[4] = {
  { "fp224", "fp224_56", 0, fp224_setup, fp224_run56, 0, fp224_teardown },
  { "fp224", "fp224_28", 0, fp224_setup, fp224_run28, 1, fp224_teardown },
  { "fp224", "fp224_base_56", 1, fp224_setup, fp224_runb56, 0, fp224_teardown },
  { "fp224", "fp224_base_28", 1, fp224_setup, fp224_runb28, 1, fp224_teardown },
};

static int agrees(const struct peer_op *op, void *state)
{
  for (int k = 0; k < 4; k++) {
    unsigned char e[28], want[56], got[56];
    draw_scalar(e, 0);
    e[0] &= 0x7f;                                  /* below the group order */
    if (op->base ? fp224_base_56(want, e) : fp224_56(want, point56, e)) return 0;
    memset(got, 0, 56);
    if (op->run(state, got, e) != 0) return 0;
    if (memcmp(got, want, op->xonly ? 28 : 56) != 0) return 0;
  }
  return 1;
}

static int time_ops(struct timed *out, int rounds)
{
  int n = peer_nops + 4, m = 0;
  const struct peer_op *ops[64];
  void *states[64];
  uint64_t *t[64];
  int count[64];
  for (int i = 0; i < n && i < 64; i++) {
    ops[m] = i < 4 ? &own_ops[i] : &peer_ops[i - 4];
    if (ops[m]->setup(&states[m], point56) != 0) continue;
    if (!agrees(ops[m], states[m])) {
      fprintf(stderr, "fp224-speed: %s %s disagrees with fp224; left out\n", ops[m]->library, ops[m]->name);
      ops[m]->teardown(states[m]);
      continue;
    }
    t[m] = malloc((size_t)rounds * 8 * sizeof **t);
    if (!t[m]) exit(1);
    count[m++] = 0;
  }
  for (int r = 0; r < rounds; r++)
    for (int i = 0; i < m; i++)
      for (int k = 0; k < 8; k++) {
        unsigned char e[28], q[56];
        draw_scalar(e, 0);
        e[0] &= 0x7f;
        uint64_t t0 = ticks();
        ops[i]->run(states[i], q, e);
        t[i][count[i]++] = ticks() - t0;
      }
  for (int i = 0; i < m; i++) {
    struct summary s = summarize(t[i], count[i]);
    struct timed x = { ops[i]->library, ops[i]->name, ops[i]->base, ops[i]->xonly, s.med, s.q1, s.q3 };
    out[i] = x;
    ops[i]->teardown(states[i]);
    free(t[i]);
  }
  return m;
}
enum { PB = 64, PROUNDS = 15 };                    /* points per batch; rounds */
static unsigned char pb_p[PB][56], pb_x[PB][28], pb_q[PB][56], pb_e[PB][28];
static int pb_ret[PB];

struct path_op { const char *name; int base, per; };
static const struct path_op path_ops[4] = {
  { "fp224_56", 0, 1 }, { "fp224_base_56", 1, 1 },
  { "fp224_56_batch", 0, PB }, { "fp224_28_batch", 0, PB },
};

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static uint64_t run_path_op(int k, const unsigned char e[28])
{
  uint64_t t0 = ticks();
  switch (k) {
  case 0: fp224_56(pb_q[0], point56, e); break;
  case 1: fp224_base_56(pb_q[0], e); break;
  case 2:
    fp224_56_batch(PB, pb_q, (const unsigned char (*)[56])pb_p,
                   (const unsigned char (*)[28])pb_e, pb_ret);
    break;
  default:
    fp224_28_batch(PB, (unsigned char (*)[28])pb_q, (const unsigned char (*)[28])pb_x,
                   (const unsigned char (*)[28])pb_e, pb_ret);
  }
  return ticks() - t0;
}

static const struct peer_op *openssl_op(int base)
{
  for (int i = 0; i < peer_nops; i++)
    if (!strncmp(peer_ops[i].library, "OpenSSL", 7) && !strcmp(peer_ops[i].name, "EC_POINT_mul")
        && peer_ops[i].base == base)
      return &peer_ops[i];
  return NULL;
}
static void cpu_model(char *buf, size_t n)
{
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[512];
  snprintf(buf, n, "unknown CPU");
  if (!f) return;
  while (fgets(line, sizeof line, f)) {
    char *c = strchr(line, ':');
    if (c && (!strncmp(line, "model name", 10) || !strncmp(line, "cpu model", 9)
              || !strncmp(line, "uarch", 5))) {
      c += 2;
      c[strcspn(c, "\n")] = 0;
      snprintf(buf, n, "%s", c);
      break;
    }
  }
  fclose(f);
}

static void cpu_family(char *buf, size_t n)
{
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[512];
  int fam = -1, model = -1;
  snprintf(buf, n, "unknown");
  if (!f) return;
  while (fgets(line, sizeof line, f)) {
    if (!strncmp(line, "cpu family", 10) && fam < 0) fam = atoi(strchr(line, ':') + 1);
    if (!strncmp(line, "model\t", 6) && model < 0) model = atoi(strchr(line, ':') + 1);
  }
  fclose(f);
  if (fam >= 0) snprintf(buf, n, "family 0x%x, model 0x%x", fam, model);
}
static void tex_escape(char *out, size_t n, const char *in)
{
  size_t k = 0;
  for (; *in && k + 2 < n; in++) {
    if (*in == '_' || *in == '#' || *in == '&' || *in == '%') out[k++] = '\\';
    out[k++] = *in;
  }
  out[k] = 0;
}

static FILE *open_in(const char *dir, const char *name)
{
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) { perror(path); exit(1); }
  return f;
}

int main(int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";
  char model[256], family[64];
  unsigned char e[28];
  static const char *const line_names[6] = { "56", "56high", "28", "28high", "56vt", "56vthigh" };
  static const int line_fn[6] = { 0, 0, 1, 1, 4, 4 };
  uint64_t lines[6][32];
  cpu_model(model, sizeof model);
  cpu_family(family, sizeof family);
  memset(e, 0, 28);
  e[27] = 3;
  if (fp224_base_56(point56, e) != 0) { fprintf(stderr, "fp224-speed: self-test failed\n"); return 1; }
  double rate = tick_rate(), cpt = cycles_per_tick();
  const char *best = fp224_path();
  fp224_force_path("portable");                    /* the lines: the SSE2 code of the model */
  for (int l = 0; l < 6; l++) {
    timed_line(lines[l], line_fn[l], l % 2);
    printf("%-8s", line_names[l]);
    for (int i = 0; i < 32; i++) printf(" %llu", (unsigned long long)lines[l][i]);
    printf("\n");
  }
  FILE *csv = open_in(dir, "lines.csv");
  fprintf(csv, "call");
  for (int l = 0; l < 6; l++) fprintf(csv, ",c%s", line_names[l]);
  fprintf(csv, "\n");
  for (int i = 0; i < 32; i++) {
    fprintf(csv, "%d", i);
    for (int l = 0; l < 6; l++) fprintf(csv, ",%llu", (unsigned long long)lines[l][i]);
    fprintf(csv, "\n");
  }
  fclose(csv);
  FILE *tex = open_in(dir, "lines.tex");                /* two printed lines per line */
  for (int l = 0; l < 6; l++)
    for (int half = 0; half < 2; half++) {
      fprintf(tex, "%-9s", half ? "" : line_names[l]);
      for (int i = 16 * half; i < 16 * half + 16; i++)
        fprintf(tex, " %llu", (unsigned long long)lines[l][i]);
      fprintf(tex, "\n");
    }
  fclose(tex);
  fp224_force_path(best);
  {
    static const char *const fname[6] = { "f2", "f2g", "fg", "fgh", "fg8h2", "fghi" };
  #ifdef NVARIANT
    static const struct variant variants[NVARIANT] = {
      { "base", VARIANT_ROW(fp224_speed_base_) },
      { "v3", VARIANT_ROW(fp224_speed_v3_) },
      { "v4", VARIANT_ROW(fp224_speed_v4_) },
    };
  #else
  #define NVARIANT 1
    static const struct variant variants[1] = {
      { "base", fe_f2, fe_f2g, fe_fg, fe_fgh, fe_fg8h2, fe_fghi },
    };
  #endif
    double cyc[6][NVARIANT], lo[6][NVARIANT], hi[6][NVARIANT];
    FILE *c = open_in(dir, "core.csv"), *t = open_in(dir, "core.tex"), *w = open_in(dir, "core-wide.csv");
    fprintf(w, "function");
    for (int v = 0; v < NVARIANT; v++) fprintf(w, ",%s", variants[v].name);
    fprintf(w, "\n");
    fprintf(c, "function,variant,ticks,cycles_q1,cycles,cycles_q3\n");
    printf("\ncycles per call%s\n", cpt > 0 ? "" : " (ticks: no cycle calibration here)");
    printf("%-8s", "");
    for (int v = 0; v < NVARIANT; v++) printf(" %10s", variants[v].name);
    printf("\n");
    for (int fn = 0; fn < 6; fn++) {
      int best = -1;
      for (int v = 0; v < NVARIANT; v++) {
        cyc[fn][v] = -1;
        if (!variant_supported(v)) continue;
        struct summary q = time_core(&variants[v], fn);
        double k = cpt > 0 ? cpt : 1;
        cyc[fn][v] = q.med * k;
        lo[fn][v] = q.q1 * k;
        hi[fn][v] = q.q3 * k;
        fprintf(c, "%s,%s,%.1f,%.1f,%.1f,%.1f\n", fname[fn], variants[v].name, q.med, lo[fn][v],
                cyc[fn][v], hi[fn][v]);
        if (best < 0 || cyc[fn][v] < cyc[fn][best]) best = v;
      }
      printf("%-8s", fname[fn]);
      fprintf(t, "\\texttt{%s}", fname[fn]);
      fprintf(w, "%s", fname[fn]);
      for (int v = 0; v < NVARIANT; v++) fprintf(w, ",%.1f", cyc[fn][v] < 0 ? 0 : cyc[fn][v]);
      fprintf(w, "\n");
      for (int v = 0; v < NVARIANT; v++) {
        if (cyc[fn][v] < 0) { printf(" %10s", "n/a"); fprintf(t, " & n/a"); continue; }
        printf(" %9.1f%c", cyc[fn][v], v == best ? '#' : ' ');
        fprintf(t, " & %.1f%s {\\scriptsize (%.1f--%.1f)}", cyc[fn][v], v == best ? "\\#" : "",
                lo[fn][v], hi[fn][v]);
      }
      printf("\n");
      fprintf(t, "\\\\\n");
    }
    fclose(c);
    fclose(t);
    fclose(w);
  }
  {
    struct timed r[64];
    int m = time_ops(r, 25);
    double own56 = 0, ownb56 = 0;
    for (int i = 0; i < m; i++) {
      if (!strcmp(r[i].name, "fp224_56")) own56 = r[i].med;
      if (!strcmp(r[i].name, "fp224_base_56")) ownb56 = r[i].med;
    }
    FILE *c = open_in(dir, "peers.csv"), *t = open_in(dir, "peers.tex"), *b = open_in(dir, "boring.txt");
    FILE *pl = open_in(dir, "peers-plot.csv");
    fprintf(pl, "index;label;kops\n");
    fprintf(c, "library,operation,base,ticks_q1,ticks_median,ticks_q3,ops_per_s,ratio\n");
    printf("\n%-22s %-30s %5s %12s %12s %10s\n", "library", "operation", "base", "median ticks",
           "ops/s", "vs fp224");
    for (int i = 0; i < m; i++) {
      double ops = rate / r[i].med, ratio = r[i].med / (r[i].base ? ownb56 : own56);
      printf("%-22s %-30s %5s %12.0f %12.0f %10.2f\n", r[i].library, r[i].name,
             r[i].base ? "G" : "P", r[i].med, ops, ratio);
      fprintf(c, "\"%s\",%s,%d,%.0f,%.0f,%.0f,%.0f,%.3f\n", r[i].library, r[i].name, r[i].base,
              r[i].q1, r[i].med, r[i].q3, ops, ratio);
      char esc[128];
      tex_escape(esc, sizeof esc, r[i].name);
      fprintf(t, "%s & \\texttt{%s} & %s & %.0f & %.0f--%.0f & %.0f & %.2f\\\\\n", r[i].library,
              esc, r[i].base ? "$eG$" : "$eP$", r[i].med, r[i].q1, r[i].q3, ops, ratio);
      fprintf(pl, "%d;%s %s %s;%.2f\n", i, r[i].library, esc, r[i].base ? "(G)" : "(P)", ops / 1000);
      long n = (long)(ops + 0.5);
      printf("Did %ld ECDH P-224 operations in 1000000us (%s %s: %.1f ops/sec)\n", n,
             r[i].library, r[i].name, ops);
      fprintf(b, "Did %ld ECDH P-224 operations in 1000000us (%s %s: %.1f ops/sec)\n", n,
              r[i].library, r[i].name, ops);
    }
    fclose(c); fclose(t); fclose(b); fclose(pl);
    double ossl = 0, osslb = 0;
    for (int i = 0; i < m; i++)
      if (!strncmp(r[i].library, "OpenSSL", 7) && !strcmp(r[i].name, "EC_POINT_mul")) {
        if (r[i].base) osslb = r[i].med; else ossl = r[i].med;
      }
    FILE *rt = open_in(dir, "ratios.tex");
    fprintf(rt, "\\newcommand\\TMratiovar{%.2f}\n\\newcommand\\TMratiobase{%.2f}\n",
            ossl > 0 ? own56 / ossl : 0, osslb > 0 ? ownb56 / osslb : 0);
    fclose(rt);
  }
  {
    static const char *const names[3] = { "portable", "avx2", "avx512" };
    static double t[3][4][4 * PROUNDS], o[2][4 * PROUNDS];
    int usable[3], no = 0, nt[3][4] = { { 0 } };
    const struct peer_op *os[2] = { openssl_op(0), openssl_op(1) };
    void *st[2] = { NULL, NULL };
    for (int b = 0; b < 2; b++)
      if (!os[b] || os[b]->setup(&st[b], point56) != 0) os[b] = NULL;
    for (int i = 0; i < PB; i++) {
      draw_scalar(pb_e[i], 0);
      fp224_base_56(pb_p[i], pb_e[i]);
      memcpy(pb_x[i], pb_p[i], 28);
      draw_scalar(pb_e[i], 0);
    }
    for (int k = 0; k < 3; k++) usable[k] = fp224_force_path(names[k]) == 0;
    for (int r = 0; r < PROUNDS; r++) {
      for (int k = 0; k < 3; k++) {
        if (!usable[k]) continue;
        fp224_force_path(names[k]);
        for (int f = 0; f < 4; f++)
          for (int c = 0; c < (path_ops[f].per == 1 ? 4 : 1); c++) {
            unsigned char e[28];
            draw_scalar(e, 0);
            t[k][f][nt[k][f]++] = (double)run_path_op(f, e) / path_ops[f].per;
          }
      }
      for (int c = 0; c < 4; c++, no++)
        for (int b = 0; b < 2; b++) {
          unsigned char e[28], out[56];
          draw_scalar(e, 0);
          e[0] &= 0x7f;
          uint64_t t0 = ticks();
          if (os[b]) os[b]->run(st[b], out, e);
          o[b][no] = (double)(ticks() - t0);
        }
    }
    double om[2];
    for (int b = 0; b < 2; b++) {
      qsort(o[b], (size_t)no, sizeof o[b][0], cmp_double);
      om[b] = os[b] ? o[b][no / 2] : 0;
    }
    FILE *c = open_in(dir, "paths.csv"), *tx = open_in(dir, "paths.tex");
    FILE *mr = open_in(dir, "pathratios.tex");
    double bestr[4] = { 0, 0, 0, 0 };
    const char *bestp[4] = { "none", "none", "none", "none" };
    fprintf(c, "path,operation,ticks_per_point,ratio_to_openssl\n");
    printf("\n%-9s %-16s %14s %12s\n", "path", "operation", "ticks/point", "vs OpenSSL");
    for (int k = 0; k < 3; k++)
      for (int f = 0; f < 4 && usable[k]; f++) {
        qsort(t[k][f], (size_t)nt[k][f], sizeof t[k][f][0], cmp_double);
        double med = t[k][f][nt[k][f] / 2], ref = om[path_ops[f].base];
        double ratio = ref > 0 ? med / ref : 0;
        char esc[64];
        tex_escape(esc, sizeof esc, path_ops[f].name);
        printf("%-9s %-16s %14.0f %12.2f\n", names[k], path_ops[f].name, med, ratio);
        fprintf(c, "%s,%s,%.0f,%.3f\n", names[k], path_ops[f].name, med, ratio);
        fprintf(tx, "%s & \\texttt{%s} & %.0f & %.2f\\\\\n", names[k], esc, med, ratio);
        if (bestr[f] == 0 || ratio < bestr[f]) { bestr[f] = ratio; bestp[f] = names[k]; }
      }
    printf("%-9s %-16s %14.0f\n%-9s %-16s %14.0f\n", "OpenSSL", "EC_POINT_mul (P)", om[0],
           "OpenSSL", "EC_POINT_mul (G)", om[1]);
    fprintf(tx, "\\midrule\nOpenSSL & \\texttt{EC\\_POINT\\_mul} ($eP$) & %.0f & 1.00\\\\\n", om[0]);
    fprintf(tx, "OpenSSL & \\texttt{EC\\_POINT\\_mul} ($eG$) & %.0f & 1.00\\\\\n", om[1]);
    fprintf(mr, "\\newcommand\\TMsingleratio{%.2f}\\newcommand\\TMsinglepath{%s}\n", bestr[0], bestp[0]);
    fprintf(mr, "\\newcommand\\TMbaseratio{%.2f}\\newcommand\\TMbasepath{%s}\n", bestr[1], bestp[1]);
    fprintf(mr, "\\newcommand\\TMbatchratio{%.2f}\\newcommand\\TMbatchpath{%s}\n", bestr[2], bestp[2]);
    fprintf(mr, "\\newcommand\\TMbatchxratio{%.2f}\n", bestr[3]);
    fprintf(mr, "\\newcommand\\TMbatchmet{%s}\\newcommand\\TMsinglemet{%s}"
                "\\newcommand\\TMbasemet{%s}\n", bestr[2] <= 0.25 ? "met" : "not met",
            bestr[0] <= 1.5 ? "met" : "not met", bestr[1] <= 1.0 ? "met" : "not met");
    fclose(c); fclose(tx); fclose(mr);
    for (int b = 0; b < 2; b++)
      if (os[b]) os[b]->teardown(st[b]);
  }
  fp224_force_path(best);
  {
    FILE *f = open_in(dir, "machine.tex");
    time_t now = time(NULL);
    char date[64];
    strftime(date, sizeof date, "%Y-%m-%d", gmtime(&now));
    fprintf(f, "\\newcommand\\TMcpu{%s}\n\\newcommand\\TMfamily{%s}\n", model, family);
    fprintf(f, "\\newcommand\\TMcompiler{%s}\n", __VERSION__);
    fprintf(f, "\\newcommand\\TMdate{%s}\n\\newcommand\\TMtick{%s}\n", date, tick_name);
    fprintf(f, "\\newcommand\\TMrate{%.3f}\n", rate / 1e9);
    fprintf(f, "\\newcommand\\TMcpt{%.2f}\n", cpt);
    fprintf(f, "\\newcommand\\TMpath{%s}\n", fp224_path());
    fclose(f);
    printf("\n%s (%s); ticks: %s at %.3f GHz; %.2f core cycles per tick\n", model, family,
           tick_name, rate / 1e9, cpt);
  }
  return 0;
}
