/* Generated from book/80-testing.nw by notangle; edit the book, not this file. */
/* The Check runner for the field chapters alone, for another instance. */
#include <stdlib.h>
#include "testutil.h"
#include "suites.h"

int main(void)
{
  SRunner *sr = srunner_create(suite_limbs());
  srunner_add_suite(sr, suite_core());
  srunner_add_suite(sr, suite_canon());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
