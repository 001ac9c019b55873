/* Generated from book/65-simd.nw by notangle; edit the book, not this file. */
/* The four-lane instance: the binary64 layout in each lane of an AVX2 vector. */
#ifndef FP224_FIELD_V4_H
#define FP224_FIELD_V4_H
#include <stdint.h>
typedef double fp224_v4_limb __attribute__((vector_size(32)));
typedef uint64_t fp224_v4_mask __attribute__((vector_size(32)));
typedef int64_t fp224_v4_smask __attribute__((vector_size(32)));
#define FE_LANES 4
#define FE_LIMB fp224_v4_limb
#define FE_MASK fp224_v4_mask
#define FE_SMASK fp224_v4_smask
#define FE_LANE(x, j) ((x)[j])
#ifndef FE_NAME
#define FE_NAME(x) fp224_v4_##x
#endif
#include "field-d10.h"
#endif
