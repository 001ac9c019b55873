/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* What each instance provides to the entry points (internal). */
#ifndef FP224_API_INTERNAL_H
#define FP224_API_INTERNAL_H
#include <stddef.h>
#if defined(__GNUC__)
#define API_HIDDEN __attribute__((visibility("hidden")))
#else
#define API_HIDDEN
#endif
#define API_DECLARE(pre)                                                              \
  API_HIDDEN int pre##fe_selftest(void);                                              \
  API_HIDDEN void pre##api_56(size_t n, unsigned char *q, const unsigned char *p,      \
                              const unsigned char *e, int *ret);                      \
  API_HIDDEN void pre##api_28(size_t n, unsigned char *q, const unsigned char *x,      \
                              const unsigned char *e, int *ret);                      \
  API_HIDDEN void pre##api_base(size_t n, size_t len, unsigned char *q,                \
                                const unsigned char *e, int *ret);                    \
  API_HIDDEN extern const int pre##api_lanes;
#ifdef FP224_X87
API_DECLARE(fp224_x87_)
#else
API_DECLARE(fp224_d10_)
#endif
#ifdef FP224_X86_PATHS
API_DECLARE(fp224_v3_)
API_DECLARE(fp224_v4_)
API_DECLARE(fp224_v8_)
#endif
API_HIDDEN int fp224_force_path(const char *name);
#endif
