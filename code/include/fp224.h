/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* fp224: NIST P-224 Diffie-Hellman on floating-point limbs.

   Points and scalars are big-endian byte strings.  A 56-byte point is x then
   y, 28 bytes each (SEC 1 without the 04 prefix); a 28-byte point is x alone.
   A scalar e is any 28-byte unsigned integer.

   fp224_56:      q = e P.
   fp224_28:      q = x(e P), for either point P with x-coordinate x.
   fp224_base_56: q = e G, G the standard generator.
   fp224_base_28: q = x(e G).

   Each returns 0 on success.  It returns -1 and sets all of q to zero when a
   coordinate is not below p = 2^224 - 2^96 + 1, when (x, y) is not on the
   curve, when x^3 - 3x + b is not a square (x lies on the twist), when e P is
   the point at infinity (e is a multiple of the group order), or when the
   library's self-test fails on this machine.  The time taken and the memory
   touched do not depend on e.  The caller's floating-point environment
   (rounding mode, exception flags, traps) is neither needed nor changed.
   No memory is allocated; the functions are reentrant.
   q may overlap the inputs.

   fp224_56_batch and fp224_28_batch compute n independent results, element
   i of q and ret being exactly what fp224_56 (or fp224_28) returns for
   element i; invalid elements do not disturb the others.  q may be the
   same array as p (or x, or e).  Elements run side by side in SIMD lanes
   where the processor has them.

   fp224_path names the code the functions run on this machine: "portable",
   "avx2" or "avx512".  The environment variable FP224_PATH, read at the
   first call, caps it at one of these names. */
#ifndef FP224_H
#define FP224_H
#ifdef __cplusplus
extern "C" {
#endif
#if defined(__GNUC__)
#define FP224_API __attribute__((visibility("default")))
#else
#define FP224_API
#endif
FP224_API int fp224_56(unsigned char q[56], const unsigned char p[56],
                       const unsigned char e[28]);
FP224_API int fp224_28(unsigned char q[28], const unsigned char x[28],
                       const unsigned char e[28]);
FP224_API int fp224_base_56(unsigned char q[56], const unsigned char e[28]);
FP224_API int fp224_base_28(unsigned char q[28], const unsigned char e[28]);
#include <stddef.h>
FP224_API void fp224_56_batch(size_t n, unsigned char q[][56], const unsigned char p[][56],
                              const unsigned char e[][28], int ret[]);
FP224_API void fp224_28_batch(size_t n, unsigned char q[][28], const unsigned char x[][28],
                              const unsigned char e[][28], int ret[]);
FP224_API const char *fp224_path(void);
#ifdef __cplusplus
}
#endif
#endif
