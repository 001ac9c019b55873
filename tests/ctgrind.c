/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* ctgrind: run under valgrind memcheck with the scalar marked undefined. */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>
#include "fp224.h"

static const unsigned char G56[56] = {
  0xb7, 0x0e, 0x0c, 0xbd, 0x6b, 0xb4, 0xbf, 0x7f, 0x32, 0x13, 0x90, 0xb9, 0x4a, 0x03,
  0xc1, 0xd3, 0x56, 0xc2, 0x11, 0x22, 0x34, 0x32, 0x80, 0xd6, 0x11, 0x5c, 0x1d, 0x21,
  0xbd, 0x37, 0x63, 0x88, 0xb5, 0xf7, 0x23, 0xfb, 0x4c, 0x22, 0xdf, 0xe6, 0xcd, 0x43,
  0x75, 0xa0, 0x5a, 0x07, 0x47, 0x64, 0x44, 0xd5, 0x81, 0x99, 0x85, 0x00, 0x7e, 0x34 };
static const unsigned char order[28] = {
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  0x16, 0xa2, 0xe0, 0xb8, 0xf0, 0x3e, 0x13, 0xdd, 0x29, 0x45, 0x5c, 0x5c, 0x2a, 0x3d };

static int run(const unsigned char e0[28])
{
  unsigned char e[28], q[56];
  int r[4], calls = 0;
  for (int f = 0; f < 4; f++) {
    memcpy(e, e0, 28);
    VALGRIND_MAKE_MEM_UNDEFINED(e, 28);
    switch (f) {
    case 0: r[f] = fp224_56(q, G56, e); break;
    case 1: r[f] = fp224_28(q, G56, e); break;
    case 2: r[f] = fp224_base_56(q, e); break;
    case 3: r[f] = fp224_base_28(q, e); break;
    }
    VALGRIND_MAKE_MEM_DEFINED(q, sizeof q);
    VALGRIND_MAKE_MEM_DEFINED(&r[f], sizeof r[f]);
    calls++;
  }
  return calls;
}

int main(void)
{
  unsigned char e[28], q[56];
  int calls = 0;
  unsigned long long z = 7;
  memset(e, 0, 28);
  fp224_base_56(q, e);                             /* self-test, outside the checks */
  for (int k = 0; k < 4; k++) {
    for (int i = 0; i < 28; i++) { z = z * 6364136223846793005ull + 1; e[i] = (unsigned char)(z >> 56); }
    calls += run(e);
  }
  memset(e, 0, 28); calls += run(e);
  memcpy(e, order, 28); calls += run(e);
  memcpy(e, order, 28); e[27] -= 2; calls += run(e);
  memcpy(e, order, 28); e[27] += 2; calls += run(e);
  memcpy(e, order, 28); e[27] += 6; calls += run(e);   /* the last addition doubles */
  printf("ctgrind: %d calls with the scalar undefined\n", calls);
  return 0;
}
