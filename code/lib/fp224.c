/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* The public interface of fp224. */
#include <stdlib.h>
#include <string.h>
#include "fp224.h"
#include "api.h"
struct impl {
  const int *lanes;
  int (*selftest)(void);
  void (*p56)(size_t, unsigned char *, const unsigned char *, const unsigned char *, int *);
  void (*p28)(size_t, unsigned char *, const unsigned char *, const unsigned char *, int *);
  void (*base)(size_t, size_t, unsigned char *, const unsigned char *, int *);
};
#define IMPL(pre) { &pre##api_lanes, pre##fe_selftest, pre##api_56, pre##api_28, pre##api_base }
enum { IMPL_PORTABLE, IMPL_D10FMA, IMPL_D10X4, IMPL_D10X8 };   /* PORTABLE: d10, or x87 */
static const struct impl impls[] = {
#ifdef FP224_X87
  IMPL(fp224_x87_),
#else
  IMPL(fp224_d10_),
#endif
#ifdef FP224_X86_PATHS
  IMPL(fp224_d10fma_), IMPL(fp224_d10x4_), IMPL(fp224_d10x8_),
#endif
};
#define IMPLS ((int)(sizeof impls / sizeof impls[0]))

enum { PATH_PORTABLE, PATH_AVX2, PATH_AVX512 };       /* the order of paths[] */
struct path { const char *name; int single, batch; };
static const struct path paths[] = {
#ifdef FP224_X87
  { "x87", IMPL_PORTABLE, IMPL_PORTABLE },
#else
  { "portable", IMPL_PORTABLE, IMPL_PORTABLE },
#endif
#ifdef FP224_X86_PATHS
  { "avx2", IMPL_D10FMA, IMPL_D10X4 },
  { "avx512", IMPL_D10FMA, IMPL_D10X8 },
#endif
};
#define PATHS ((int)(sizeof paths / sizeof paths[0]))
#ifdef __STDC_NO_ATOMICS__
#error "fp224 needs C11 atomics for its one-time self-tests"
#endif
#include <stdatomic.h>
static atomic_int selftest_state[IMPLS];           /* 0 unknown, 1 passed, -1 failed */

static int ready(int i)
{
  int s = atomic_load_explicit(&selftest_state[i], memory_order_relaxed);
  if (s == 0) {
    s = impls[i].selftest() == 0 ? 1 : -1;
    atomic_store_explicit(&selftest_state[i], s, memory_order_relaxed);
  }
  return s > 0;
}
static int usable(int path)
{
#ifdef FP224_X86_PATHS
  __builtin_cpu_init();
  int v3 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")
           && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
  int v4 = v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
           && __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq")
           && __builtin_cpu_supports("avx512vl");
  if (path == PATH_AVX2) return v3;
  if (path == PATH_AVX512) return v4;
#endif
  return path == PATH_PORTABLE;
}

static atomic_int chosen;                          /* 0 unknown, else path + 1 */

static int path_index(void)
{
  int s = atomic_load_explicit(&chosen, memory_order_relaxed);
  if (s == 0) {
    int best = 0;
    while (best + 1 < PATHS && usable(best + 1)) best++;
    const char *want = getenv("FP224_PATH");
    for (int i = 0; want && i < best; i++)
      if (strcmp(want, paths[i].name) == 0) best = i;
    s = best + 1;
    atomic_store_explicit(&chosen, s, memory_order_relaxed);
  }
  return s - 1;
}

int fp224_force_path(const char *name)
{
  for (int i = 0; i < PATHS; i++)
    if (strcmp(name, paths[i].name) == 0 && usable(i)) {
      atomic_store_explicit(&chosen, i + 1, memory_order_relaxed);
      return 0;
    }
  return -1;
}

const char *fp224_path(void)
{
  return paths[path_index()].name;
}
#if defined(__GNUC__)
#define SCRUBBER(name, size)                                              \
  __attribute__((noinline)) static void name(void)                        \
  {                                                                       \
    unsigned char buf[size];                                              \
    memset(buf, 0, sizeof buf);                                           \
    __asm__ volatile("" : : "r"(buf) : "memory");                         \
  }
#else
#define SCRUBBER(name, size)                                              \
  static void name(void)                                                  \
  {                                                                       \
    volatile unsigned char buf[size];                                     \
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = 0;                   \
  }
#endif
SCRUBBER(scrub_single, 32768)
SCRUBBER(scrub_batch, 131072)
enum { OP_56, OP_28, OP_BASE_56, OP_BASE_28 };

static void run(int op, int batch, size_t n, unsigned char *q, const unsigned char *in,
                const unsigned char *e, int *ret)
{
  const struct path *pa = &paths[path_index()];
  int which = batch ? pa->batch : pa->single;
  const struct impl *im = &impls[which];
  size_t len = op == OP_56 || op == OP_BASE_56 ? 56 : 28, step = (size_t)*im->lanes;
  if (!ready(which)) {
    memset(q, 0, n * len);
    for (size_t i = 0; i < n; i++) ret[i] = -1;
    return;
  }
  for (size_t i = 0; i < n; i += step) {
    size_t k = n - i < step ? n - i : step;
    if (op == OP_56) im->p56(k, q + len * i, in + len * i, e + 28 * i, ret + i);
    else if (op == OP_28) im->p28(k, q + len * i, in + len * i, e + 28 * i, ret + i);
    else im->base(k, len, q + len * i, e + 28 * i, ret + i);
  }
}
#include <fenv.h>
#if defined(FP224_X87) && (defined(__i386__) || defined(__x86_64__))
static void x87_extended(void)
{
  unsigned short cw;
  __asm__ volatile("fnstcw %0" : "=m"(cw));
  cw |= 0x300;                                     /* precision control: 64 bits */
  __asm__ volatile("fldcw %0" : : "m"(cw));
}
#define X87_EXTENDED() x87_extended()
#else
#define X87_EXTENDED() ((void)0)
#endif

#define GUARDED(work, scrub)                                              \
  do {                                                                    \
    fenv_t env;                                                           \
    feholdexcept(&env);                                                   \
    X87_EXTENDED();                                                       \
    work;                                                                 \
    scrub();                                                              \
    fesetenv(&env);                                                       \
  } while (0)

int fp224_56(unsigned char q[56], const unsigned char p[56], const unsigned char e[28])
{
  int r;
  GUARDED(run(OP_56, 0, 1, q, p, e, &r), scrub_single);
  return r;
}

int fp224_28(unsigned char q[28], const unsigned char x[28], const unsigned char e[28])
{
  int r;
  GUARDED(run(OP_28, 0, 1, q, x, e, &r), scrub_single);
  return r;
}

int fp224_base_56(unsigned char q[56], const unsigned char e[28])
{
  int r;
  GUARDED(run(OP_BASE_56, 0, 1, q, NULL, e, &r), scrub_single);
  return r;
}

int fp224_base_28(unsigned char q[28], const unsigned char e[28])
{
  int r;
  GUARDED(run(OP_BASE_28, 0, 1, q, NULL, e, &r), scrub_single);
  return r;
}

static int batch_args(size_t n, size_t len, void *q, const void *in, const void *e, int *ret)
{
  if (n == 0) return 0;
  if (q && in && e && ret) return 1;
  if (q) memset(q, 0, n * len);
  for (size_t i = 0; ret && i < n; i++) ret[i] = -1;
  return 0;
}

void fp224_56_batch(size_t n, unsigned char q[][56], const unsigned char p[][56],
                    const unsigned char e[][28], int ret[])
{
  if (!batch_args(n, 56, q, p, e, ret)) return;
  GUARDED(run(OP_56, 1, n, (unsigned char *)q, (const unsigned char *)p,
              (const unsigned char *)e, ret), scrub_batch);
}

void fp224_28_batch(size_t n, unsigned char q[][28], const unsigned char x[][28],
                    const unsigned char e[][28], int ret[])
{
  if (!batch_args(n, 28, q, x, e, ret)) return;
  GUARDED(run(OP_28, 1, n, (unsigned char *)q, (const unsigned char *)x,
              (const unsigned char *)e, ret), scrub_batch);
}
