/* Generated from book/80-testing.nw by notangle; edit the book, not this file. */
/* The Check runner: one suite per chapter of the book. */
#include <stdlib.h>
#include "testutil.h"
#include "suites.h"

int main(void)
{
  SRunner *sr = srunner_create(suite_limbs());
  srunner_add_suite(sr, suite_core());
  srunner_add_suite(sr, suite_canon());
  srunner_add_suite(sr, suite_curve());
  srunner_add_suite(sr, suite_scalarmult());
  srunner_add_suite(sr, suite_api());
  srunner_add_suite(sr, suite_vectors());
  srunner_add_suite(sr, suite_openssl());
  srunner_add_suite(sr, suite_simd());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
