/* Generated from book/92-peers.nw by notangle; edit the book, not this file. */
/* peers-agree: every operation of speed-peers.c computes what fp224 computes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fp224.h"
#include "speed-peers.h"

#define RANDOM 20
#define EDGES 7
static uint64_t pa_state;

static uint64_t pa_next(void)
{
  uint64_t z = (pa_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static void pa_bytes(unsigned char *b, size_t n)
{
  for (size_t i = 0; i < n; i++) b[i] = (unsigned char)pa_next();
}
static const unsigned char pa_order[28] = {
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  0x16, 0xa2, 0xe0, 0xb8, 0xf0, 0x3e, 0x13, 0xdd, 0x29, 0x45, 0x5c, 0x5c, 0x2a, 0x3d };

static void pa_scalar(unsigned char e[28], int j)
{
  if (j < RANDOM) { pa_bytes(e, 28); return; }
  memset(e, 0, 28);
  switch (j - RANDOM) {
  case 1: e[27] = 1; break;
  case 2: e[27] = 2; break;
  case 3: memcpy(e, pa_order, 28); e[27] -= 1; break;
  case 4: memcpy(e, pa_order, 28); break;
  case 5: memcpy(e, pa_order, 28); e[27] += 1; break;
  case 6: memset(e, 0xff, 28); break;
  }
}

static void pa_hex(const char *label, const unsigned char *b, size_t n)
{
  printf("  %s ", label);
  for (size_t i = 0; i < n; i++) printf("%02x", b[i]);
  printf("\n");
}
static int pa_check(const struct peer_op *op, const unsigned char P[56])
{
  unsigned char bad[56];
  void *st;
  int wrong = 0;
  if (!op->base) {
    memcpy(bad, P, 56);
    bad[55] ^= 1;
    if (op->setup(&st, bad) == 0) {
      printf("peers-agree: %s %s accepts a point off the curve\n", op->library, op->name);
      op->teardown(st);
      wrong++;
    }
  }
  if (op->setup(&st, P) != 0) {
    printf("peers-agree: %s %s: setup fails\n", op->library, op->name);
    return wrong + 1;
  }
  for (int j = 0; j < RANDOM + EDGES; j++) {
    unsigned char e[28], want[56], got[56], x28[28];
    pa_scalar(e, j);
    int rw = op->base ? fp224_base_56(want, e) : fp224_56(want, P, e);
    if (op->xonly) {
      int r28 = op->base ? fp224_base_28(x28, e) : fp224_28(x28, P, e);
      if (r28 != rw || memcmp(x28, want, 28) != 0) {
        printf("peers-agree: fp224's 28-byte and 56-byte results differ\n");
        wrong++;
      }
      memset(want + 28, 0, 28);
    }
    memset(got, 0xa5, 56);
    int rg = op->run(st, got, e);
    if ((rg == 0) != (rw == 0) || memcmp(got, want, 56) != 0) {
      printf("peers-agree: %s %s (%s) disagrees with fp224 (returns %d, fp224 %d)\n",
             op->library, op->name, op->base ? "base point" : "variable point", rg, rw);
      pa_hex("e    ", e, 28);
      pa_hex("fp224", want, 56);
      pa_hex("peer ", got, 56);
      wrong++;
    }
  }
  op->teardown(st);
  return wrong;
}
int main(void)
{
  const char *s = getenv("FP224_TEST_SEED");
  uint64_t seed = s ? strtoull(s, NULL, 0) : 1;
  unsigned char k[28], P[56];
  int wrong = 0;
  pa_state = seed;
  if (peers_init() != 0) {
    printf("peers-agree: the libraries fail to initialise\n");
    return 1;
  }
  do pa_bytes(k, 28); while (fp224_base_56(P, k) != 0);
  for (int i = 0; i < peer_nops; i++) wrong += pa_check(&peer_ops[i], P);
  if (wrong) {
    printf("peers-agree: %d disagreements (FP224_TEST_SEED=%llu)\n", wrong,
           (unsigned long long)seed);
    return 1;
  }
  printf("peers-agree: %d ops x %d scalars agree (", peer_nops, RANDOM + EDGES);
  for (int i = 0; i < peer_nops; i++)
    if (i == 0 || strcmp(peer_ops[i].library, peer_ops[i - 1].library) != 0)
      printf("%s%s", i ? ", " : "", peer_ops[i].library);
  printf(")\n");
  return 0;
}
