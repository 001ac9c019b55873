/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* The generic body of the field arithmetic; included once per instance,
   after the instance header. */
#include <string.h>
FE_INLINE FE_LIMB fe_round(FE_LIMB x, FE_SCALAR alpha)
{
  FE_LIMB t = x + alpha;        /* the one rounding of the library */
  t = t - alpha;                /* exact */
  return t;
}
FE_INLINE void fe_fold_to(FE_LIMB low[FE_N], FE_LIMB h, int W, int w, int sign)
{
  low[FE_COL(w)] += h * (sign * FE_TWO(w - W));
}

FE_INLINE void fe_fold(FE_LIMB low[FE_N], FE_LIMB h, int W)
{
  if (W < 352) {
    fe_fold_to(low, h, W, W - 128, +1);
    fe_fold_to(low, h, W, W - 224, -1);
  } else {
    fe_fold_to(low, h, W, W - 256, +1);
    fe_fold_to(low, h, W, W - 352, -1);
    fe_fold_to(low, h, W, W - 224, -1);
  }
}
FE_INLINE void fe_carry_step(FE_LIMB c[], int k, int to)
{
  FE_LIMB t = fe_round(c[k], FE_ALPHA(to));
  c[k] -= t;
  c[k + 1] += t;
}

FE_INLINE void fe_chain(FE_LIMB c[FE_N])
{
  FE_UNROLL for (int k = 0; k < FE_N - 1; k++) fe_carry_step(c, k, FE_POS(k + 1));
  FE_LIMB top = fe_round(c[FE_N - 1], FE_ALPHA(FE_BITS));
  c[FE_N - 1] -= top;
  fe_fold(c, top, FE_BITS);
  fe_carry_step(c, 0, FE_POS(1));
  fe_carry_step(c, FE_COL(96), FE_POS(FE_COL(96) + 1));
}
FE_INLINE void fe_reduce(fe *h, FE_LIMB c[2 * FE_N])
{
  FE_LIMB t[2 * FE_N];
  FE_UNROLL for (int k = FE_N - 1; k < 2 * FE_N - 1; k++)
    t[k] = fe_round(c[k], FE_ALPHA(FE_XPOS(k + 1)));
  FE_UNROLL for (int k = FE_N - 1; k < 2 * FE_N - 1; k++) c[k] -= t[k];
  c[2 * FE_N - 1] = t[2 * FE_N - 2];
  FE_UNROLL for (int k = FE_N - 1; k < 2 * FE_N - 2; k++) c[k + 1] += t[k];
  FE_UNROLL for (int k = FE_N; k < 2 * FE_N; k++) fe_fold(c, c[k], FE_XPOS(k));
  fe_chain(c);
  FE_UNROLL for (int i = 0; i < FE_N; i++) h->v[i] = c[i];
}
FE_INLINE void fe_columns_fg(FE_LIMB c[2 * FE_N], const fe *f, const fe *g)
{
  FE_UNROLL for (int k = 0; k < FE_N; k++) c[k] = f->v[0] * g->v[k];
  FE_UNROLL for (int k = FE_N; k < 2 * FE_N - 1; k++)
    c[k] = f->v[k - FE_N + 1] * g->v[FE_N - 1];
  FE_UNROLL for (int i = 1; i < FE_N; i++)
    FE_UNROLL for (int j = 0; j < FE_N - 1; j++) c[i + j] += f->v[i] * g->v[j];
}
FE_INLINE void fe_columns_sub8sq(FE_LIMB c[2 * FE_N], const fe *k)
{
  FE_LIMB e[FE_N], d[FE_N];
  FE_UNROLL for (int j = 0; j < FE_N; j++) e[j] = k->v[j] * (FE_SCALAR)-8;
  FE_UNROLL for (int j = 1; j < FE_N; j++) d[j] = e[j] + e[j];
  FE_UNROLL for (int i = 0; i < FE_N; i++) {
    c[2 * i] += k->v[i] * e[i];
    FE_UNROLL for (int j = i + 1; j < FE_N; j++) c[i + j] += k->v[i] * d[j];
  }
}

FE_INLINE void fe_columns_subkl(FE_LIMB c[2 * FE_N], const fe *k, const fe *l)
{
  FE_UNROLL for (int i = 0; i < FE_N; i++)
    FE_UNROLL for (int j = 0; j < FE_N; j++) c[i + j] -= k->v[i] * l->v[j];
}
FE_INLINE void fe_columns_subk(FE_LIMB c[2 * FE_N], const fe *k)
{
  FE_UNROLL for (int i = 0; i < FE_N; i++) c[i] -= k->v[i];
}
FE_INLINE void fe_columns_f2(FE_LIMB c[2 * FE_N], const fe *f)
{
  FE_LIMB d[FE_N];
  FE_UNROLL for (int j = 1; j < FE_N; j++) d[j] = f->v[j] + f->v[j];
  c[0] = f->v[0] * f->v[0];
  FE_UNROLL for (int k = 1; k < FE_N; k++) c[k] = f->v[0] * d[k];
  FE_UNROLL for (int i = 1; i < FE_N - 1; i++) c[i + FE_N - 1] = f->v[i] * d[FE_N - 1];
  c[2 * FE_N - 2] = f->v[FE_N - 1] * f->v[FE_N - 1];
  FE_UNROLL for (int i = 1; i < FE_N - 1; i++) {
    c[2 * i] += f->v[i] * f->v[i];
    FE_UNROLL for (int j = i + 1; j < FE_N - 1; j++) c[i + j] += f->v[i] * d[j];
  }
}

#ifdef FE_COUNT
unsigned long fe_calls[FE_CALLS];
#endif

FE_LIMB fe_round_to(FE_LIMB x, int k)
{
  return fe_round(x, FE_ALPHA(k));
}

void fe_f2(fe *h, const fe *f)
{
  FE_COUNT_CALL(FE_CALL_F2);
  FE_LIMB c[2 * FE_N];
  fe_columns_f2(c, f);
  fe_reduce(h, c);
}

void fe_f2g(fe *h, const fe *f, const fe *g)
{
  FE_COUNT_CALL(FE_CALL_F2G);
  FE_LIMB c[2 * FE_N];
  fe_columns_f2(c, f);
  fe_columns_subk(c, g);
  fe_reduce(h, c);
}

void fe_fg(fe *h, const fe *f, const fe *g)
{
  FE_COUNT_CALL(FE_CALL_FG);
  FE_LIMB c[2 * FE_N];
  fe_columns_fg(c, f, g);
  fe_reduce(h, c);
}

void fe_fgh(fe *h, const fe *f, const fe *g, const fe *k)
{
  FE_COUNT_CALL(FE_CALL_FGH);
  FE_LIMB c[2 * FE_N];
  fe_columns_fg(c, f, g);
  fe_columns_subk(c, k);
  fe_reduce(h, c);
}

void fe_fg8h2(fe *h, const fe *f, const fe *g, const fe *k)
{
  FE_COUNT_CALL(FE_CALL_FG8H2);
  FE_LIMB c[2 * FE_N];
  fe_columns_fg(c, f, g);
  fe_columns_sub8sq(c, k);
  fe_reduce(h, c);
}

void fe_fghi(fe *h, const fe *f, const fe *g, const fe *k, const fe *l)
{
  FE_COUNT_CALL(FE_CALL_FGHI);
  FE_LIMB c[2 * FE_N];
  fe_columns_fg(c, f, g);
  fe_columns_subkl(c, k, l);
  fe_reduce(h, c);
}
void fe_zero(fe *h)
{
  FE_UNROLL for (int i = 0; i < FE_N; i++) h->v[i] = FE_SPLAT(0);
}

void fe_one(fe *h)
{
  fe_zero(h);
  h->v[0] = FE_SPLAT(1);
}

void fe_add(fe *h, const fe *f, const fe *g)
{
  FE_UNROLL for (int i = 0; i < FE_N; i++) h->v[i] = f->v[i] + g->v[i];
}

void fe_sub(fe *h, const fe *f, const fe *g)
{
  FE_UNROLL for (int i = 0; i < FE_N; i++) h->v[i] = f->v[i] - g->v[i];
}

void fe_neg(fe *h, const fe *f)
{
  FE_UNROLL for (int i = 0; i < FE_N; i++) h->v[i] = -f->v[i];
}

void fe_scale(fe *h, const fe *f, int c)
{
  FE_UNROLL for (int i = 0; i < FE_N; i++) h->v[i] = f->v[i] * (FE_SCALAR)c;
}

void fe_carry(fe *h, const fe *f)
{
  FE_LIMB c[FE_N];
  FE_UNROLL for (int i = 0; i < FE_N; i++) c[i] = f->v[i];
  fe_chain(c);
  FE_UNROLL for (int i = 0; i < FE_N; i++) h->v[i] = c[i];
}
FE_INLINE int64_t fe_floor_shift(int64_t x, int s)
{
  uint64_t bias = (uint64_t)1 << 62;
  return (int64_t)(((uint64_t)x + bias) >> s) - (int64_t)(bias >> s);
}

FE_INLINE void fe_propagate(int64_t d[FE_N])
{
  FE_UNROLL for (int i = 0; i < FE_N - 1; i++) {
    int64_t c = fe_floor_shift(d[i], FE_WIDTH(i));
    d[i] -= c * ((int64_t)1 << FE_WIDTH(i));
    d[i + 1] += c;
  }
  int64_t q = fe_floor_shift(d[FE_N - 1], FE_WIDTH(FE_N - 1));
  d[FE_N - 1] -= q * ((int64_t)1 << FE_WIDTH(FE_N - 1));
  d[0] -= q;
  d[FE_COL(96)] += q * ((int64_t)1 << (96 - FE_POS(FE_COL(96))));
}
FE_INLINE int64_t fe_p_digit(int i)
{
  int lo = FE_POS(i), hi = FE_POS(i + 1), from = lo > 96 ? lo : 96;
  int64_t d = lo == 0 ? 1 : 0;
  if (hi > 96) d += (((int64_t)1 << (hi - from)) - 1) * ((int64_t)1 << (from - lo));
  return d;
}

FE_INLINE void fe_digits(int64_t d[FE_N], const fe *f, int j)
{
  fe g;
  fe_carry(&g, f);
  FE_UNROLL for (int i = 0; i < FE_N; i++)
    d[i] = (int64_t)(FE_LANE(g.v[i], j) * FE_TWO(-FE_POS(i)));
  for (int pass = 0; pass < 3; pass++) fe_propagate(d);
  int64_t r[FE_N], borrow = 0;
  FE_UNROLL for (int i = 0; i < FE_N; i++) {
    r[i] = d[i] - fe_p_digit(i) - borrow;
    borrow = (int64_t)((uint64_t)r[i] >> 63);
    r[i] += borrow * ((int64_t)1 << FE_WIDTH(i));
  }
  uint64_t keep = (uint64_t)0 - (uint64_t)borrow;   /* all ones if V < p */
  FE_UNROLL for (int i = 0; i < FE_N; i++)
    d[i] = (int64_t)(((uint64_t)d[i] & keep) | ((uint64_t)r[i] & ~keep));
}
void fe_pack_lane(unsigned char s[28], const fe *f, int j)
{
  int64_t d[FE_N];
  uint64_t w[4] = { 0, 0, 0, 0 };
  fe_digits(d, f, j);
  FE_UNROLL for (int i = 0; i < FE_N; i++) {
    int at = FE_POS(i), word = at / 64, off = at % 64;
    w[word] |= (uint64_t)d[i] << off;
    if (off + FE_WIDTH(i) > 64) w[word + 1] |= (uint64_t)d[i] >> (64 - off);
  }
  for (int k = 0; k < 28; k++) s[27 - k] = (unsigned char)(w[k / 8] >> (8 * (k % 8)));
}

#if FE_LANES == 1
void fe_pack(unsigned char s[28], const fe *f)
{
  fe_pack_lane(s, f, 0);
}
#endif
FE_INLINE uint64_t fe_bits(const uint64_t w[4], int at, int n)
{
  int word = at / 64, off = at % 64;
  uint64_t x = w[word] >> off;
  if (off + n > 64) x |= w[word + 1] << (64 - off);
  return x & (((uint64_t)1 << n) - 1);
}

int fe_unpack_lane(fe *h, const unsigned char s[28], int j)
{
  static const uint64_t pw[4] = { 1, 0xffffffff00000000u, 0xffffffffffffffffu,
                                  0x00000000ffffffffu };
  uint64_t w[4] = { 0, 0, 0, 0 }, borrow = 0;
  for (int k = 0; k < 28; k++) w[k / 8] |= (uint64_t)s[27 - k] << (8 * (k % 8));
  for (int i = 0; i < 4; i++) {
    uint64_t d = w[i] - pw[i] - borrow;
    borrow = ((~w[i] & pw[i]) | (~(w[i] ^ pw[i]) & d)) >> 63;
  }
  uint64_t valid = (uint64_t)0 - borrow;               /* all ones if s < p */
  FE_UNROLL for (int i = 0; i < FE_N; i++) {
    uint64_t dig = fe_bits(w, FE_POS(i), FE_WIDTH(i)) & valid;
    FE_LANE(h->v[i], j) = (FE_SCALAR)(int64_t)dig * FE_TWO(FE_POS(i));
  }
  return (int)(borrow & 1) - 1;
}

int fe_unpack(fe *h, const unsigned char s[28])
{
  int r = 0;
  for (int j = 0; j < FE_LANES; j++) r = fe_unpack_lane(h, s, j);
  return r;
}
FE_INLINE uint32_t fe_barrier(uint32_t x)
{
#if defined(__GNUC__)
  __asm__("" : "+r"(x));
#endif
  return x;
}

#if FE_LANES == 1
_Static_assert(sizeof(fe) % sizeof(uint32_t) == 0, "fe is a whole number of words");

void fe_select(fe *h, const fe *f, const fe *g, FE_MASK b)
{
  uint32_t m = fe_barrier((uint32_t)0 - (b & 1)), x[sizeof(fe) / 4], y[sizeof(fe) / 4];
  memcpy(x, f, sizeof x);
  memcpy(y, g, sizeof y);
  for (size_t i = 0; i < sizeof x / 4; i++) x[i] ^= m & (x[i] ^ y[i]);
  memcpy(h, x, sizeof x);
}

void fe_cswap(fe *f, fe *g, FE_MASK b)
{
  uint32_t m = fe_barrier((uint32_t)0 - (b & 1)), x[sizeof(fe) / 4], y[sizeof(fe) / 4];
  memcpy(x, f, sizeof x);
  memcpy(y, g, sizeof y);
  for (size_t i = 0; i < sizeof x / 4; i++) {
    uint32_t t = m & (x[i] ^ y[i]);
    x[i] ^= t;
    y[i] ^= t;
  }
  memcpy(f, x, sizeof x);
  memcpy(g, y, sizeof y);
}
#else
_Static_assert(sizeof(FE_MASK) == sizeof(FE_LIMB), "a mask vector is as wide as a limb");

void fe_select(fe *h, const fe *f, const fe *g, FE_MASK b)
{
  FE_MASK m = 0 - (b & 1);
  FE_UNROLL for (int i = 0; i < FE_N; i++) {
    FE_MASK x = (FE_MASK)f->v[i], y = (FE_MASK)g->v[i];
    h->v[i] = (FE_LIMB)(x ^ (m & (x ^ y)));
  }
}

void fe_cswap(fe *f, fe *g, FE_MASK b)
{
  FE_MASK m = 0 - (b & 1);
  FE_UNROLL for (int i = 0; i < FE_N; i++) {
    FE_MASK x = (FE_MASK)f->v[i], y = (FE_MASK)g->v[i], t = m & (x ^ y);
    f->v[i] = (FE_LIMB)(x ^ t);
    g->v[i] = (FE_LIMB)(y ^ t);
  }
}
#endif

FE_MASK fe_iszero(const fe *f)
{
  FE_MASK r = { 0 };
  for (int j = 0; j < FE_LANES; j++) {
    unsigned char s[28];
    uint32_t acc = 0;
    fe_pack_lane(s, f, j);
    for (int k = 0; k < 28; k++) acc |= s[k];
    FE_LANE(r, j) = (acc - 1) >> 31;   /* 1 exactly when acc == 0 */
  }
  return r;
}
FE_INLINE void fe_sqn(fe *h, const fe *f, int n)
{
  fe_f2(h, f);
  for (int i = 1; i < n; i++) fe_f2(h, h);
}

static void fe_pow_2k_minus_1(fe *a127, fe *a96, const fe *f)
{
  fe a2, a3, a6, a12, a24, a48, t;
  fe_sqn(&t, f, 1);      fe_fg(&a2, &t, f);
  fe_sqn(&t, &a2, 1);    fe_fg(&a3, &t, f);
  fe_sqn(&t, &a3, 3);    fe_fg(&a6, &t, &a3);
  fe_sqn(&t, &a6, 6);    fe_fg(&a12, &t, &a6);
  fe_sqn(&t, &a12, 12);  fe_fg(&a24, &t, &a12);
  fe_sqn(&t, &a24, 24);  fe_fg(&a48, &t, &a24);
  fe_sqn(&t, &a48, 48);  fe_fg(a96, &t, &a48);
  fe_sqn(&t, a96, 24);   fe_fg(&t, &t, &a24);      /* a120 */
  fe_sqn(&t, &t, 6);     fe_fg(&t, &t, &a6);       /* a126 */
  fe_sqn(&t, &t, 1);     fe_fg(a127, &t, f);
}

void fe_invert(fe *h, const fe *f)
{
  fe a127, a96;
  fe_pow_2k_minus_1(&a127, &a96, f);
  fe_sqn(&a127, &a127, 97);
  fe_fg(h, &a127, &a96);
}

FE_SMASK fe_legendre(const fe *f)
{
  fe a127, a96, one, minus;
  fe_pow_2k_minus_1(&a127, &a96, f);
  fe_sqn(&a127, &a127, 1);
  fe_fg(&a127, &a127, f);                          /* a128 */
  fe_sqn(&a127, &a127, 95);
  fe_one(&one);
  fe_sub(&minus, &a127, &one);                     /* zero iff symbol is  1 */
  FE_MASK is_one = fe_iszero(&minus);
  fe_add(&minus, &a127, &one);                     /* zero iff symbol is -1 */
  FE_MASK is_minus = fe_iszero(&minus);
  return (FE_SMASK)is_one - (FE_SMASK)is_minus;
}
static int fe_round_ok(FE_SCALAR x, FE_SCALAR alpha, int k, int unchanged)
{
  FE_LIMB v = fe_round(FE_SPLAT(x), alpha);
  int good = 1;
  for (int j = 0; j < FE_LANES; j++) {
    FE_SCALAR step = FE_TWO(k), t = FE_LANE(v, j);
    FE_SCALAR q = t / step, r = x - t;               /* exact: 2^k and Sterbenz */
    good &= (FE_SCALAR)(int64_t)q == q;              /* t is a multiple of 2^k */
    good &= r < step && -r < step;                   /* |x - t| < 2^k */
    good &= !unchanged || t == x;
  }
  return good;
}

int fe_selftest_carry(FE_SCALAR alpha0)
{
  int good = 1;
  for (int k = 1; k < 2 * FE_N; k++) {
    int at = FE_XPOS(k);
    FE_SCALAR step = FE_TWO(at), alpha = alpha0 * step;
    FE_SCALAR odd = 24691 * step, mid = (FE_SCALAR)12345.5 * step;
    FE_SCALAR edge = FE_TWO(FE_PREC - 2 + at) - step / 2;
    good &= fe_round_ok(odd, alpha, at, 1) & fe_round_ok(-odd, alpha, at, 1);
    good &= fe_round_ok(mid, alpha, at, 0) & fe_round_ok(-mid, alpha, at, 0);
    good &= fe_round_ok(edge, alpha, at, 0) & fe_round_ok(-edge, alpha, at, 0);
  }
  return good ? 0 : -1;
}
static void ref_normalize(int64_t x[28], unsigned char out[28])
{
  for (int j = 27; j >= 14; j--) { x[j - 8] += x[j]; x[j - 14] -= x[j]; x[j] = 0; }
  for (int pass = 0; pass < 4; pass++) {
    for (int j = 0; j < 14; j++) {
      int64_t c = fe_floor_shift(x[j], 16);
      x[j] -= c * 65536;
      x[j + 1] += c;
    }
    int64_t q = x[14];
    x[14] = 0; x[6] += q; x[0] -= q;
  }
  int64_t y[14], borrow = 0;          /* y = x - p, p = 2^224 - 2^96 + 1 */
  for (int j = 0; j < 14; j++) {
    y[j] = x[j] - (j == 0 ? 1 : j >= 6 ? 65535 : 0) - borrow;
    borrow = y[j] < 0;
    y[j] += borrow * 65536;
  }
  for (int j = 0; j < 14; j++) {
    int64_t d = borrow ? x[j] : y[j];
    out[27 - 2 * j] = (unsigned char)d;
    out[26 - 2 * j] = (unsigned char)(d >> 8);
  }
}

static void ref_from_limbs(unsigned char out[28], const int64_t m[FE_N])
{
  int64_t x[28] = { 0 };
  for (int i = 0; i < FE_N; i++) x[FE_POS(i) / 16] += m[i] * ((int64_t)1 << (FE_POS(i) % 16));
  ref_normalize(x, out);
}

static void ref_mul(unsigned char out[28], const unsigned char a[28], const unsigned char b[28])
{
  int64_t x[28] = { 0 };
  for (int i = 0; i < 14; i++)
    for (int j = 0; j < 14; j++)
      x[i + j] += (int64_t)(a[27 - 2 * i] | a[26 - 2 * i] << 8)
                * (int64_t)(b[27 - 2 * j] | b[26 - 2 * j] << 8);
  ref_normalize(x, out);
}
static int fe_extreme_ok(int alternate)
{
  int64_t mf[FE_N], mg[FE_N];
  fe f, g, h;
  unsigned char rf[28], rg[28], want[28], got[28];
  int good = 1;
  for (int i = 0; i < FE_N; i++) {
    int64_t c = ((int64_t)1 << FE_WIDTH(i)) + ((int64_t)1 << (FE_WIDTH(i) - FE_SLACK));
    int64_t sign = alternate && (i & 1) ? -1 : 1;
    mf[i] = sign * FE_BUDGET * c;
    mg[i] = sign * c;
    f.v[i] = FE_SPLAT((FE_SCALAR)mf[i] * FE_TWO(FE_POS(i)));
    g.v[i] = FE_SPLAT((FE_SCALAR)mg[i] * FE_TWO(FE_POS(i)));
  }
  ref_from_limbs(rf, mf);
  ref_from_limbs(rg, mg);
  ref_mul(want, rf, rg);
  fe_fg(&h, &f, &g);
  for (int j = 0; j < FE_LANES; j++) {
    fe_pack_lane(got, &h, j);
    good &= memcmp(got, want, 28) == 0;
    fe_pack_lane(got, &f, j);
    good &= memcmp(got, rf, 28) == 0;
    for (int i = 0; i < FE_N; i++) {
      FE_SCALAR lim = ((FE_SCALAR)((int64_t)1 << FE_WIDTH(i))
                       + (FE_SCALAR)((int64_t)1 << (FE_WIDTH(i) - FE_SLACK)))
                      * FE_TWO(FE_POS(i));
      good &= FE_LANE(h.v[i], j) <= lim && -FE_LANE(h.v[i], j) <= lim;
    }
  }
  return good;
}

int fe_selftest(void)
{
  int good = fe_selftest_carry(FE_ALPHA0) == 0;
  good &= fe_extreme_ok(0);
  good &= fe_extreme_ok(1);
  return good ? 0 : -1;
}
