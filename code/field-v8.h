/* Generated from book/65-simd.nw by notangle; edit the book, not this file. */
/* The eight-lane instance: the binary64 layout in each lane of an AVX-512 vector. */
#ifndef FP224_FIELD_V8_H
#define FP224_FIELD_V8_H
#include <stdint.h>
typedef double fp224_v8_limb __attribute__((vector_size(64)));
typedef uint64_t fp224_v8_mask __attribute__((vector_size(64)));
typedef int64_t fp224_v8_smask __attribute__((vector_size(64)));
#define FE_LANES 8
#define FE_LIMB fp224_v8_limb
#define FE_MASK fp224_v8_mask
#define FE_SMASK fp224_v8_smask
#define FE_LANE(x, j) ((x)[j])
#ifndef FE_NAME
#define FE_NAME(x) fp224_v8_##x
#endif
#include "field-d10.h"
#endif
