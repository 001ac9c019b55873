/* Generated from book/60-api.nw by notangle; edit the book, not this file. */
/* fp224 and fp224-56: P-224 Diffie-Hellman from the command line. */
#include <stdio.h>
#include <string.h>
#include "fp224.h"
#ifndef POINT
#define POINT 28
#endif
#define NAME (POINT == 28 ? "fp224" : "fp224-56")
static void usage(FILE *f)
{
  fprintf(f,
    "usage: %s < INPUT > OUTPUT\n"
    "       %s --path\n"
    "Reads a 28-byte big-endian scalar e and a %d-byte point P (%s),\n"
    "writes the %d bytes of %s.\n"
    "--path prints the name of the code the library runs on this machine\n"
    "(portable, avx2 or avx512; the environment variable FP224_PATH caps it).\n"
    "Exit status: 0 success; 100 invalid point or result at infinity;\n"
    "111 short or long input, or an I/O error.\n",
    NAME, NAME, POINT, POINT == 28 ? "x only" : "x then y", POINT,
    POINT == 28 ? "x(eP)" : "eP (x then y)");
}
static int read_exactly(unsigned char *buf, size_t n)
{
  size_t got = fread(buf, 1, n, stdin);
  if (got != n) {
    if (ferror(stdin)) perror(NAME);
    else fprintf(stderr, "%s: input is %zu bytes, expected %zu\n", NAME, got, n);
    return -1;
  }
  if (getchar() != EOF) {
    fprintf(stderr, "%s: input is longer than %zu bytes\n", NAME, n);
    return -1;
  }
  return ferror(stdin) ? -1 : 0;
}
int main(int argc, char **argv)
{
  unsigned char in[28 + POINT], out[POINT];
  if (argc > 1) {
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) { usage(stdout); return 0; }
    if (!strcmp(argv[1], "--path") && argc == 2) {
      printf("%s\n", fp224_path());
      return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 111;
    }
    usage(stderr);
    return 111;
  }
  if (read_exactly(in, sizeof in) != 0) return 111;
  int r = POINT == 28 ? fp224_28(out, in + 28, in) : fp224_56(out, in + 28, in);
  memset(in, 0, sizeof in);
  if (r != 0) {
    fprintf(stderr, "%s: invalid point, or the result is the point at infinity\n", NAME);
    return 100;
  }
  if (fwrite(out, 1, sizeof out, stdout) != sizeof out || fflush(stdout) != 0) {
    perror(NAME);
    return 111;
  }
  return 0;
}
