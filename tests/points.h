/* Generated from book/40-curve.nw by notangle; edit the book, not this file. */
/* The integer model of the curve, shared by the point and scalar-multiplication tests. */
#ifndef FP224_TEST_POINTS_H
#define FP224_TEST_POINTS_H
#include "testutil.h"
#include "curve.h"
typedef struct { mpz_t x, y; int inf; } ipt;
void ipt_init(ipt *p);
void ipt_clear(ipt *p);
void ipt_add(ipt *r, const ipt *p, const ipt *q);
void ipt_base(ipt *g);
void to_jac(jac *j, const ipt *p);
void from_jac(ipt *p, const jac *j);
#endif
