/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* The public interface of fp224. */
#include <string.h>
#include "fp224.h"
#include "field-d10.h"
#include "curve.h"
#ifdef __STDC_NO_ATOMICS__
#error "fp224 needs C11 atomics for its one-time self-test"
#endif
#include <stdatomic.h>
static atomic_int selftest_state;                  /* 0 unknown, 1 passed, -1 failed */

static int ready(void)
{
  int s = atomic_load_explicit(&selftest_state, memory_order_relaxed);
  if (s == 0) {
    s = fe_selftest() == 0 ? 1 : -1;
    atomic_store_explicit(&selftest_state, s, memory_order_relaxed);
  }
  return s > 0;
}
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void scrub_stack(void)
{
  unsigned char buf[32768];
  memset(buf, 0, sizeof buf);
#if defined(__GNUC__)
  __asm__ volatile("" : : "r"(buf) : "memory");
#endif
}
static void wipe(void *p, size_t n)
{
  volatile unsigned char *v = p;
  while (n--) *v++ = 0;
}

static int finish(unsigned char *q, size_t len, fe *x, fe *y, uint32_t fail)
{
  unsigned char buf[56];
  unsigned char keep = (unsigned char)(fail - 1);
  fe_pack(buf, x);
  if (y) fe_pack(buf + 28, y);
  for (size_t i = 0; i < len; i++) q[i] = buf[i] & keep;
  wipe(buf, sizeof buf);
  wipe(x, sizeof *x);
  if (y) wipe(y, sizeof *y);
  return -(int)fail;
}

static int reject(unsigned char *q, size_t len)
{
  memset(q, 0, len);
  return -1;
}
static int compute_56(unsigned char q[56], const unsigned char p[56], const unsigned char e[28])
{
  aff pt;
  jac r;
  if (!ready()) return reject(q, 56);
  if (fe_unpack(&pt.x, p) != 0 || fe_unpack(&pt.y, p + 28) != 0) return reject(q, 56);
  if (!pt_on_curve(&pt.x, &pt.y)) return reject(q, 56);
  uint32_t inf = sm_mul(&r, &pt, e, NULL);
  sm_affine(&pt.x, &pt.y, &r);
  wipe(&r, sizeof r);
  return finish(q, 56, &pt.x, &pt.y, inf);
}

static int compute_28(unsigned char q[28], const unsigned char x[28], const unsigned char e[28])
{
  fe xin, rhs, xout;
  if (!ready()) return reject(q, 28);
  if (fe_unpack(&xin, x) != 0) return reject(q, 28);
  pt_rhs(&rhs, &xin);
  if (fe_legendre(&rhs) != 1) return reject(q, 28);
  uint32_t inf = sm_mul_x(&xout, &xin, &rhs, e);
  wipe(&xin, sizeof xin);
  wipe(&rhs, sizeof rhs);
  return finish(q, 28, &xout, NULL, inf);
}

static int compute_base_56(unsigned char q[56], const unsigned char e[28])
{
  jac r;
  fe x, y;
  if (!ready()) return reject(q, 56);
  uint32_t inf = sm_mul_base(&r, e);
  sm_affine(&x, &y, &r);
  wipe(&r, sizeof r);
  return finish(q, 56, &x, &y, inf);
}

static int compute_base_28(unsigned char q[28], const unsigned char e[28])
{
  jac r;
  fe x;
  if (!ready()) return reject(q, 28);
  uint32_t inf = sm_mul_base(&r, e);
  sm_affine(&x, NULL, &r);
  wipe(&r, sizeof r);
  return finish(q, 28, &x, NULL, inf);
}
#include <fenv.h>

#define GUARDED(call)                                                     \
  do {                                                                    \
    fenv_t env;                                                           \
    feholdexcept(&env);                                                   \
    int r = (call);                                                       \
    scrub_stack();                                                        \
    fesetenv(&env);                                                       \
    return r;                                                             \
  } while (0)

int fp224_56(unsigned char q[56], const unsigned char p[56], const unsigned char e[28])
{
  GUARDED(compute_56(q, p, e));
}

int fp224_28(unsigned char q[28], const unsigned char x[28], const unsigned char e[28])
{
  GUARDED(compute_28(q, x, e));
}

int fp224_base_56(unsigned char q[56], const unsigned char e[28])
{
  GUARDED(compute_base_56(q, e));
}

int fp224_base_28(unsigned char q[28], const unsigned char e[28])
{
  GUARDED(compute_base_28(q, e));
}
