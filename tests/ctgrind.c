/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* ctgrind: run under valgrind memcheck with the scalar marked undefined. */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>
#include "fp224.h"
#include "api.h"

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

static int batches(const unsigned char es[9][28])
{
  unsigned char e[9][28], p[9][56], q[9][56], x[9][28], qx[9][28];
  int r[9];
  for (int i = 0; i < 9; i++) {
    memcpy(p[i], G56, 56);
    memcpy(x[i], G56, 28);
  }
  memcpy(e, es, sizeof e);
  VALGRIND_MAKE_MEM_UNDEFINED(e, sizeof e);
  fp224_56_batch(9, q, (const unsigned char (*)[56])p, (const unsigned char (*)[28])e, r);
  VALGRIND_MAKE_MEM_DEFINED(q, sizeof q);
  VALGRIND_MAKE_MEM_DEFINED(r, sizeof r);
  fp224_28_batch(9, qx, (const unsigned char (*)[28])x, (const unsigned char (*)[28])e, r);
  VALGRIND_MAKE_MEM_DEFINED(qx, sizeof qx);
  VALGRIND_MAKE_MEM_DEFINED(r, sizeof r);
  return 2;
}

static int on_path(const char *path)
{
  unsigned char es[9][28], q[9][56], p[9][56];
  int calls = 0, r[9];
  unsigned long long z = 7;
  memset(es, 0, sizeof es);
  memcpy(p[0], G56, 56);
  fp224_base_56(q[0], es[0]);                      /* self-tests, outside the checks */
  fp224_56_batch(1, q, (const unsigned char (*)[56])p, (const unsigned char (*)[28])es, r);
  for (int k = 0; k < 4; k++)
    for (int i = 0; i < 28; i++) {
      z = z * 6364136223846793005ull + 1;
      es[k][i] = (unsigned char)(z >> 56);
    }
  memcpy(es[5], order, 28);
  memcpy(es[6], order, 28); es[6][27] -= 2;
  memcpy(es[7], order, 28); es[7][27] += 2;
  memcpy(es[8], order, 28); es[8][27] += 6;        /* the last addition doubles */
  for (int k = 0; k < 9; k++) calls += run(es[k]);
  calls += batches((const unsigned char (*)[28])es);
  printf("ctgrind: path %s: %d calls with the scalar undefined\n", path, calls);
  return calls;
}

int main(void)
{
  static const char *const paths[] = { "portable", "avx2", "avx512" };
  int calls = 0;
  for (int k = 0; k < 3; k++)
    if (fp224_force_path(paths[k]) == 0) calls += on_path(paths[k]);
    else printf("ctgrind: path %s: not usable here\n", paths[k]);
  printf("ctgrind: %d calls with the scalar undefined\n", calls);
  return 0;
}
