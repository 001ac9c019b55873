/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* Field arithmetic modulo p = 2^224 - 2^96 + 1 on floating-point limbs:
   the generic interface.  An instance header defines FE_LIMB, FE_SCALAR,
   FE_N, FE_PREC, FE_MANT_DIG, FE_NO_EXCESS and FE_NAME, then includes this. */
#ifndef FE_NAME
#error "include an instance header such as field-d10.h, not field.h"
#endif
#include <stdint.h>
#include "hidden.h"
#include <float.h>
#if FLT_RADIX != 2
#error "fp224 needs binary floating point"
#endif
#if FE_MANT_DIG != FE_PREC
#error "the limb type does not have the significand width this layout assumes"
#endif
#if defined(__FAST_MATH__) || defined(__ASSOCIATIVE_MATH__)
#error "fast math reassociates (x + alpha) - alpha into x: build without it"
#endif
#if defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#error "-ffinite-math-only is not IEEE arithmetic: build without it"
#endif
#if FE_NO_EXCESS && !(FLT_EVAL_METHOD == 0 || FLT_EVAL_METHOD == 1)
#error "excess precision breaks the carry: on x86 build with -msse2 -mfpmath=sse"
#endif
#if defined(__GNUC__)
#define FE_INLINE static inline __attribute__((always_inline))
#else
#define FE_INLINE static inline
#endif
#if defined(__GNUC__)
#define FE_UNROLL _Pragma("GCC unroll 40")
#else
#define FE_UNROLL
#endif
#ifndef FE_LANES
#define FE_LANES 1
#define FE_MASK uint32_t
#define FE_SMASK int32_t
#define FE_LANE(x, j) (*((void)(j), &(x)))
#endif
#define FE_SPLAT(x) ((FE_LIMB){ 0 } + (FE_SCALAR)(x))
#define FE_MASK_TOP (8 * (int)sizeof(FE_MASK) / FE_LANES - 1)
#define FE_BITS 224
#define FE_POS(i) ((FE_BITS * (i) + FE_N - 1) / FE_N)
#define FE_XPOS(k) ((k) < FE_N ? FE_POS(k) : FE_BITS + FE_POS((k) - FE_N))
#define FE_WIDTH(i) (FE_POS((i) + 1) - FE_POS(i))
#define FE_COL(w) ((w) * FE_N / FE_BITS)
#define FE_SLACK 8
#define FE_BUDGET 16
#define FE_TWO_UP(e) \
  (((e) & 1 ? (FE_SCALAR)2 : 1) * ((e) & 2 ? (FE_SCALAR)4 : 1) \
   * ((e) & 4 ? (FE_SCALAR)0x1p4 : 1) * ((e) & 8 ? (FE_SCALAR)0x1p8 : 1) \
   * ((e) & 16 ? (FE_SCALAR)0x1p16 : 1) * ((e) & 32 ? (FE_SCALAR)0x1p32 : 1) \
   * ((e) & 64 ? (FE_SCALAR)0x1p64 : 1) * ((e) & 128 ? (FE_SCALAR)0x1p128 : 1) \
   * ((e) & 256 ? (FE_SCALAR)0x1p256 : 1))
#define FE_TWO(e) ((e) >= 0 ? FE_TWO_UP(e) : 1 / FE_TWO_UP(-(e)))
#define FE_ALPHA0 ((FE_SCALAR)3 * FE_TWO(FE_PREC - 2))
#define FE_ALPHA(k) (FE_ALPHA0 * FE_TWO(k))
_Static_assert(FE_PREC - 2 + FE_BITS + FE_POS(FE_N - 1) < 512,
               "FE_TWO covers the exponents of this layout");

typedef struct { FE_LIMB v[FE_N]; } fe;
#define fe_f2 FE_NAME(fe_f2)
#define fe_f2g FE_NAME(fe_f2g)
#define fe_fg FE_NAME(fe_fg)
#define fe_fgh FE_NAME(fe_fgh)
#define fe_fg8h2 FE_NAME(fe_fg8h2)
#define fe_fghi FE_NAME(fe_fghi)
FP224_HIDDEN void fe_f2(fe *h, const fe *f);
FP224_HIDDEN void fe_f2g(fe *h, const fe *f, const fe *g);
FP224_HIDDEN void fe_fg(fe *h, const fe *f, const fe *g);
FP224_HIDDEN void fe_fgh(fe *h, const fe *f, const fe *g, const fe *k);
FP224_HIDDEN void fe_fg8h2(fe *h, const fe *f, const fe *g, const fe *k);
FP224_HIDDEN void fe_fghi(fe *h, const fe *f, const fe *g, const fe *k, const fe *l);
#define fe_round_to FE_NAME(fe_round_to)
FP224_HIDDEN FE_LIMB fe_round_to(FE_LIMB x, int k);
enum { FE_CALL_F2, FE_CALL_F2G, FE_CALL_FG, FE_CALL_FGH, FE_CALL_FG8H2, FE_CALL_FGHI,
       FE_CALLS };
#ifdef FE_COUNT
#define fe_calls FE_NAME(fe_calls)
extern unsigned long fe_calls[FE_CALLS];
#define FE_COUNT_CALL(i) (fe_calls[i]++)
#else
#define FE_COUNT_CALL(i) ((void)0)
#endif
#define fe_zero FE_NAME(fe_zero)
#define fe_one FE_NAME(fe_one)
#define fe_add FE_NAME(fe_add)
#define fe_sub FE_NAME(fe_sub)
#define fe_neg FE_NAME(fe_neg)
#define fe_scale FE_NAME(fe_scale)
#define fe_carry FE_NAME(fe_carry)
#define fe_pack FE_NAME(fe_pack)
#define fe_unpack FE_NAME(fe_unpack)
#define fe_pack_lane FE_NAME(fe_pack_lane)
#define fe_unpack_lane FE_NAME(fe_unpack_lane)
#define fe_select FE_NAME(fe_select)
#define fe_cswap FE_NAME(fe_cswap)
#define fe_iszero FE_NAME(fe_iszero)
#define fe_invert FE_NAME(fe_invert)
#define fe_legendre FE_NAME(fe_legendre)
#define fe_selftest FE_NAME(fe_selftest)
#define fe_selftest_carry FE_NAME(fe_selftest_carry)
FP224_HIDDEN void fe_zero(fe *h);
FP224_HIDDEN void fe_one(fe *h);
FP224_HIDDEN void fe_add(fe *h, const fe *f, const fe *g);
FP224_HIDDEN void fe_sub(fe *h, const fe *f, const fe *g);
FP224_HIDDEN void fe_neg(fe *h, const fe *f);
FP224_HIDDEN void fe_scale(fe *h, const fe *f, int c);
FP224_HIDDEN void fe_carry(fe *h, const fe *f);
FP224_HIDDEN void fe_pack_lane(unsigned char s[28], const fe *f, int j);
FP224_HIDDEN int fe_unpack_lane(fe *h, const unsigned char s[28], int j);
#if FE_LANES == 1
FP224_HIDDEN void fe_pack(unsigned char s[28], const fe *f);
#endif
FP224_HIDDEN int fe_unpack(fe *h, const unsigned char s[28]);
FP224_HIDDEN void fe_select(fe *h, const fe *f, const fe *g, FE_MASK b);
FP224_HIDDEN void fe_cswap(fe *f, fe *g, FE_MASK b);
FP224_HIDDEN FE_MASK fe_iszero(const fe *f);
FP224_HIDDEN void fe_invert(fe *h, const fe *f);
FP224_HIDDEN FE_SMASK fe_legendre(const fe *f);
FP224_HIDDEN int fe_selftest(void);
FP224_HIDDEN int fe_selftest_carry(FE_SCALAR alpha0);
