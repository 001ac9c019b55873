/* Generated from book/80-testing.nw by notangle; edit the book, not this file. */
/* Helpers shared by the tests. */
#ifndef FP224_TESTUTIL_H
#define FP224_TESTUTIL_H
#include <stdint.h>
#include <fenv.h>
#include <gmp.h>
#include <check.h>
#include <math.h>
#ifndef FP224_TEST_INSTANCE
#include "field-d10.h"
#else
#include FP224_TEST_INSTANCE
#endif

#define TU_LDEXP(x, e) ((FE_SCALAR)ldexpl((long double)(x), (e)))  /* exact for both limb types */
extern mpz_t tu_p;
extern uint64_t tu_seed_value;
void tu_setup(void);
void tu_teardown(void);
uint64_t tu_rand(void);
int64_t tu_rand_range(int64_t lo, int64_t hi);
int tu_trials(int n);
int64_t tu_bound(int i, double K);
void tu_random_fe(fe *f, double K);
void tu_extreme_fe(fe *f, double K, uint32_t signs);
void tu_fe_to_mpz(mpz_t r, const fe *f);
int tu_is_carried(const fe *f);
void tu_mpz_to_bytes(unsigned char s[28], const mpz_t x);
void tu_bytes_to_mpz(mpz_t x, const unsigned char s[28]);
void tu_fe_from_mpz(fe *f, const mpz_t x);
void tu_random_mpz(mpz_t x);
extern const int tu_modes[4];
extern const char *const tu_mode_names[4];
int tu_set_mode(int m);
#endif
