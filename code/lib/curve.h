/* Generated from book/40-curve.nw by notangle; edit the book, not this file. */
/* Points on P-224 in Jacobian coordinates: the generic interface, included
   by an instance after its field header. */
#ifndef FP224_CURVE_H
#define FP224_CURVE_H
#include <stddef.h>
#define curve_b FE_NAME(curve_b)
#define curve_gx FE_NAME(curve_gx)
#define curve_gy FE_NAME(curve_gy)
#define jac FE_NAME(jac)
#define aff FE_NAME(aff)
#define pt_dbl FE_NAME(pt_dbl)
#define pt_add FE_NAME(pt_add)
#define pt_madd FE_NAME(pt_madd)
#define pt_select FE_NAME(pt_select)
#define pt_neg_cond FE_NAME(pt_neg_cond)
#define pt_rhs FE_NAME(pt_rhs)
#define pt_on_curve FE_NAME(pt_on_curve)
#define sm_mul FE_NAME(sm_mul)
#define sm_mul_xz FE_NAME(sm_mul_xz)
#define sm_mul_base FE_NAME(sm_mul_base)
#define sm_affine FE_NAME(sm_affine)
#define sm_affine_zi FE_NAME(sm_affine_zi)
#define sm_recode FE_NAME(sm_recode)
#define sm_add_flags FE_NAME(sm_add_flags)
#define sm_add_last FE_NAME(sm_add_last)
#define sm_wipe FE_NAME(sm_wipe)
typedef struct { fe x, y, z; } jac;
typedef struct { fe x, y; } aff;
FP224_HIDDEN extern const unsigned char curve_b[28], curve_gx[28], curve_gy[28];
FP224_HIDDEN void pt_dbl(jac *r, const jac *p, const fe *s);
FP224_HIDDEN void pt_add(jac *r, fe *bb, fe *dd, const jac *p, const jac *q);
FP224_HIDDEN void pt_madd(jac *r, fe *bb, fe *dd, const jac *p, const aff *q);
FP224_HIDDEN void pt_select(jac *r, const jac *p, const jac *q, FE_MASK b);
FP224_HIDDEN void pt_neg_cond(jac *r, FE_MASK b);
FP224_HIDDEN void pt_rhs(fe *r, const fe *x);
FP224_HIDDEN FE_MASK pt_on_curve(const fe *x, const fe *y);
#define SM_W 5
#define SM_DIGITS 46
FP224_HIDDEN FE_MASK sm_mul(jac *q, const aff *p, const unsigned char e[FE_LANES * 28],
                         const fe *s);
FP224_HIDDEN FE_MASK sm_mul_xz(fe *num, fe *den, const fe *x, const fe *r,
                            const unsigned char e[FE_LANES * 28]);
FP224_HIDDEN FE_MASK sm_mul_base(jac *q, const unsigned char e[FE_LANES * 28]);
FP224_HIDDEN void sm_affine(fe *x, fe *y, const jac *p);
FP224_HIDDEN void sm_affine_zi(fe *x, fe *y, const jac *p, const fe *zi);
FP224_HIDDEN void sm_recode(FE_SMASK d[SM_DIGITS], const unsigned char e[FE_LANES * 28]);
FP224_HIDDEN void sm_add_flags(jac *q, FE_MASK *inf, const jac *t, const aff *ta, FE_MASK tz);
FP224_HIDDEN void sm_add_last(jac *q, FE_MASK *inf, const jac *t, const aff *ta, FE_MASK tz,
                           const fe *s);
FP224_HIDDEN void sm_wipe(void *p, size_t n);
FE_INLINE uint32_t sm_eq32(uint32_t a, uint32_t b)  /* 1 iff a == b, for a, b < 2^31 */
{
  return ((a ^ b) - 1) >> 31;
}

FE_INLINE FE_MASK sm_eq(FE_MASK a, uint32_t b)     /* the same in every lane */
{
  return ((a ^ b) - 1) >> FE_MASK_TOP;
}
#endif
