/* Generated from book/65-simd.nw by notangle; edit the book, not this file. */
/* The eight-lane instance: the binary64 layout in each lane of an AVX-512 vector. */
#ifndef FP224_FIELD_V8_H
#define FP224_FIELD_V8_H
#define FE_LANES 8
#ifndef FE_NAME
#define FE_NAME(x) fp224_d10x8_##x
#endif
#include <stdint.h>
typedef double fe_vlimb __attribute__((vector_size(8 * FE_LANES)));
typedef uint64_t fe_vmask __attribute__((vector_size(8 * FE_LANES)));
typedef int64_t fe_vsmask __attribute__((vector_size(8 * FE_LANES)));
#define FE_LIMB fe_vlimb
#define FE_MASK fe_vmask
#define FE_SMASK fe_vsmask
#define FE_LANE(x, j) ((x)[j])
#include "field-d10.h"
#endif
