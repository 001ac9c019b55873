/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* The generic body of the entry points for one instance: up to FE_LANES
   independent results at once, one per lane. */
#include <stddef.h>
#include <string.h>
#include "api.h"
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
  sm_wipe(buf, sizeof buf);
  sm_wipe(x, sizeof *x);
  if (y) sm_wipe(y, sizeof *y);
}

static void api_scalars(unsigned char es[FE_LANES][28], size_t n, const unsigned char *e)
{
  memset(es, 0, FE_LANES * 28);
  memcpy(es, e, 28 * n);
}
#define API_GROUP (FE_LANES > 1 ? 8 : 1)

static size_t api_count(size_t n, size_t c)
{
  size_t left = n - FE_LANES * c;
  return left < FE_LANES ? left : FE_LANES;
}

static void api_invert(fe d[], const FE_MASK fail[], size_t g)
{
  fe pre[API_GROUP], one, inv, t;
  if (g == 0) return;
  fe_one(&one);
  for (size_t c = 0; c < g; c++) {
    fe_select(&d[c], &d[c], &one, fail[c]);
    if (c == 0) pre[0] = d[0];
    else fe_fg(&pre[c], &pre[c - 1], &d[c]);
  }
  fe_invert(&inv, &pre[g - 1]);
  for (size_t c = g; c-- > 1;) {                   /* public: the position in the group */
    fe_fg(&t, &inv, &pre[c - 1]);
    fe_fg(&inv, &inv, &d[c]);
    d[c] = t;
  }
  d[0] = inv;
  sm_wipe(pre, g * sizeof pre[0]);
  sm_wipe(&inv, sizeof inv);
  sm_wipe(&t, sizeof t);
}

static void api_affine(jac r[], const FE_MASK fail[], size_t g, int want_y)
{
  fe zi[API_GROUP];
  for (size_t c = 0; c < g; c++) zi[c] = r[c].z;
  api_invert(zi, fail, g);
  for (size_t c = 0; c < g; c++) sm_affine_zi(&r[c].x, want_y ? &r[c].y : NULL, &r[c], &zi[c]);
  sm_wipe(zi, g * sizeof zi[0]);
}
static FE_MASK api_mul_56(jac *r, size_t n, const unsigned char *p, const unsigned char *e)
{
  unsigned char es[FE_LANES][28];
  aff pt, g;
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
  FE_MASK inf = sm_mul(r, &pt, (const unsigned char *)es, NULL);
  sm_wipe(es, sizeof es);
  return bad | inf;
}

void FE_NAME(api_56)(size_t n, unsigned char *q, const unsigned char *p,
                     const unsigned char *e, int *ret)
{
  jac r[API_GROUP];
  FE_MASK fail[API_GROUP] = { 0 };
  size_t g = (n + FE_LANES - 1) / FE_LANES;
  for (size_t c = 0; c < g; c++)
    fail[c] = api_mul_56(&r[c], api_count(n, c), p + 56 * FE_LANES * c, e + 28 * FE_LANES * c);
  api_affine(r, fail, g, 1);
  for (size_t c = 0; c < g; c++)
    api_finish(api_count(n, c), 56, q + 56 * FE_LANES * c, ret + FE_LANES * c, &r[c].x,
               &r[c].y, fail[c]);
  sm_wipe(r, sizeof r);
}
static FE_MASK api_mul_28(fe *num, fe *den, size_t n, const unsigned char *x,
                          const unsigned char *e)
{
  unsigned char es[FE_LANES][28];
  fe xin, rhs;
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
  FE_MASK inf = sm_mul_xz(num, den, &xin, &rhs, (const unsigned char *)es);
  sm_wipe(&xin, sizeof xin);
  sm_wipe(&rhs, sizeof rhs);
  sm_wipe(es, sizeof es);
  return bad | inf;
}

void FE_NAME(api_28)(size_t n, unsigned char *q, const unsigned char *x,
                     const unsigned char *e, int *ret)
{
  fe num[API_GROUP], den[API_GROUP];
  FE_MASK fail[API_GROUP] = { 0 };
  size_t g = (n + FE_LANES - 1) / FE_LANES;
  for (size_t c = 0; c < g; c++)
    fail[c] = api_mul_28(&num[c], &den[c], api_count(n, c), x + 28 * FE_LANES * c,
                         e + 28 * FE_LANES * c);
  api_invert(den, fail, g);
  for (size_t c = 0; c < g; c++) {
    fe_fg(&num[c], &num[c], &den[c]);
    api_finish(api_count(n, c), 28, q + 28 * FE_LANES * c, ret + FE_LANES * c, &num[c], NULL,
               fail[c]);
  }
  sm_wipe(den, g * sizeof den[0]);
}
static FE_MASK api_mul_base(jac *r, size_t n, const unsigned char *e)
{
  unsigned char es[FE_LANES][28];
  api_scalars(es, n, e);
  FE_MASK inf = sm_mul_base(r, (const unsigned char *)es);
  sm_wipe(es, sizeof es);
  return inf;
}

void FE_NAME(api_base)(size_t n, size_t len, unsigned char *q, const unsigned char *e,
                       int *ret)
{
  jac r[API_GROUP];
  FE_MASK fail[API_GROUP] = { 0 };
  size_t g = (n + FE_LANES - 1) / FE_LANES;
  for (size_t c = 0; c < g; c++)
    fail[c] = api_mul_base(&r[c], api_count(n, c), e + 28 * FE_LANES * c);
  api_affine(r, fail, g, len == 56);
  for (size_t c = 0; c < g; c++)
    api_finish(api_count(n, c), len, q + len * FE_LANES * c, ret + FE_LANES * c, &r[c].x,
               len == 56 ? &r[c].y : NULL, fail[c]);
  sm_wipe(r, sizeof r);
}

const int FE_NAME(api_lanes) = FE_LANES * API_GROUP;
