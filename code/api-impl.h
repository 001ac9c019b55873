/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* The generic body of the entry points for one instance: up to FE_LANES
   independent results at once, one per lane. */
#include <stddef.h>
#include <string.h>
#include "api.h"
static void api_wipe(void *p, size_t n)
{
  volatile unsigned char *v = p;
  while (n--) *v++ = 0;
}

static void api_finish(size_t n, size_t len, unsigned char *q, int *ret, fe *x, fe *y,
                       FE_MASK fail)
{
  unsigned char buf[56];
  for (size_t l = 0; l < n; l++) {
    uint32_t f = (uint32_t)FE_LANE(fail, l) & 1;
    unsigned char keep = (unsigned char)(f - 1);
    fe_pack_lane(buf, x, (int)l);
    if (y) fe_pack_lane(buf + 28, y, (int)l);
    for (size_t i = 0; i < len; i++) q[len * l + i] = buf[i] & keep;
    ret[l] = -(int)f;
  }
  api_wipe(buf, sizeof buf);
  api_wipe(x, sizeof *x);
  if (y) api_wipe(y, sizeof *y);
}

static void api_scalars(unsigned char es[FE_LANES][28], size_t n, const unsigned char *e)
{
  memset(es, 0, FE_LANES * 28);
  memcpy(es, e, 28 * n);
}
void FE_NAME(api_56)(size_t n, unsigned char *q, const unsigned char *p,
                     const unsigned char *e, int *ret)
{
  unsigned char es[FE_LANES][28];
  aff pt, g;
  jac r;
  FE_MASK bad = { 0 };
  api_scalars(es, n, e);
  fe_unpack(&g.x, curve_gx);
  fe_unpack(&g.y, curve_gy);
  for (size_t l = 0; l < FE_LANES; l++) {
    const unsigned char *in = p + 56 * l;
    int b = -1;
    if (l < n) b = fe_unpack_lane(&pt.x, in, (int)l) | fe_unpack_lane(&pt.y, in + 28, (int)l);
    else {
      fe_unpack_lane(&pt.x, curve_gx, (int)l);
      fe_unpack_lane(&pt.y, curve_gy, (int)l);
    }
    FE_LANE(bad, l) = (uint32_t)b & 1;
  }
  bad |= pt_on_curve(&pt.x, &pt.y) ^ 1;
  fe_select(&pt.x, &pt.x, &g.x, bad);              /* public: which inputs are valid */
  fe_select(&pt.y, &pt.y, &g.y, bad);
  FE_MASK inf = sm_mul(&r, &pt, (const unsigned char *)es, NULL);
  sm_affine(&pt.x, &pt.y, &r);
  api_finish(n, 56, q, ret, &pt.x, &pt.y, bad | inf);
  api_wipe(&r, sizeof r);
  api_wipe(es, sizeof es);
}
void FE_NAME(api_28)(size_t n, unsigned char *q, const unsigned char *x,
                     const unsigned char *e, int *ret)
{
  unsigned char es[FE_LANES][28];
  fe xin, rhs, xout;
  FE_MASK bad = { 0 };
  api_scalars(es, n, e);
  for (size_t l = 0; l < FE_LANES; l++) {
    int b = -1;
    if (l < n) b = fe_unpack_lane(&xin, x + 28 * l, (int)l);
    else fe_unpack_lane(&xin, curve_gx, (int)l);
    FE_LANE(bad, l) = (uint32_t)b & 1;
  }
  pt_rhs(&rhs, &xin);
  FE_SMASK leg = fe_legendre(&rhs);
  bad |= ((((FE_MASK)(leg + 1) ^ 2) - 1) >> FE_MASK_TOP) ^ 1;
  FE_MASK inf = sm_mul_x(&xout, &xin, &rhs, (const unsigned char *)es);
  api_finish(n, 28, q, ret, &xout, NULL, bad | inf);
  api_wipe(&xin, sizeof xin);
  api_wipe(&rhs, sizeof rhs);
  api_wipe(es, sizeof es);
}
void FE_NAME(api_base)(size_t n, size_t len, unsigned char *q, const unsigned char *e,
                       int *ret)
{
  unsigned char es[FE_LANES][28];
  jac r;
  fe x, y;
  api_scalars(es, n, e);
  FE_MASK inf = sm_mul_base(&r, (const unsigned char *)es);
  sm_affine(&x, len == 56 ? &y : NULL, &r);
  api_finish(n, len, q, ret, &x, len == 56 ? &y : NULL, inf);
  api_wipe(&r, sizeof r);
  api_wipe(es, sizeof es);
}

const int FE_NAME(api_lanes) = FE_LANES;
