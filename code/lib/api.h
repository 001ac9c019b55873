/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* What each instance provides to the entry points (internal). */
#ifndef FP224_API_INTERNAL_H
#define FP224_API_INTERNAL_H
#include <stddef.h>
#include "hidden.h"
#define API_DECLARE(pre)                                                              \
  FP224_HIDDEN int pre##fe_selftest(void);                                              \
  FP224_HIDDEN void pre##api_56(size_t n, unsigned char *q, const unsigned char *p,      \
                              const unsigned char *e, int *ret);                      \
  FP224_HIDDEN void pre##api_28(size_t n, unsigned char *q, const unsigned char *x,      \
                              const unsigned char *e, int *ret);                      \
  FP224_HIDDEN void pre##api_base(size_t n, size_t len, unsigned char *q,                \
                                const unsigned char *e, int *ret);                    \
  FP224_HIDDEN extern const int pre##api_lanes;
#ifdef FP224_X87
API_DECLARE(fp224_x87_)
#else
API_DECLARE(fp224_d10_)
#endif
#ifdef FP224_X86_PATHS
API_DECLARE(fp224_d10fma_)
API_DECLARE(fp224_d10x4_)
API_DECLARE(fp224_d10x8_)
#endif
FP224_HIDDEN int fp224_force_path(const char *name);
#endif
