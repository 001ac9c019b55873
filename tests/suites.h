/* Generated from book/80-testing.nw by notangle; edit the book, not this file. */
/* One suite per chapter. */
Suite *suite_limbs(void);
Suite *suite_core(void);
Suite *suite_canon(void);
Suite *suite_curve(void);
Suite *suite_scalarmult(void);
Suite *suite_api(void);
Suite *suite_vectors(void);
Suite *suite_openssl(void);
Suite *suite_simd(void);
