/* Generated from book/92-peers.nw by notangle; edit the book, not this file. */
/* speed-peers.h: other P-224 implementations behind one interface, for
   fp224-speed and tests/peers-agree (chapter "The peers").

   The encodings are fp224's: a point is x then y, 28 bytes each,
   big-endian; a scalar e is 28 bytes, big-endian, any value below 2^224.

   setup(&state, p) prepares one operation.  p is the fixed public point of
   a variable-base operation; a base-point operation ignores it, and it may
   then be NULL.  setup returns 0, or -1 with *state set to NULL when the
   library refuses p or fails.

   run(state, out, e) computes (e mod n) P, or (e mod n) G when base is 1,
   and writes x then y to out; an xonly operation writes the 28 bytes of x
   and then 28 zero bytes.  It returns 0, or -1 with all 56 bytes of out
   zero when e mod n = 0 (the result is the point at infinity) or the
   library fails.  run reduces e modulo the group order n itself, in
   constant time, so that every library sees a scalar in [1, n-1].

   teardown(state) frees everything setup allocated; teardown(NULL) does
   nothing.

   peers_init() initialises the libraries (Libgcrypt must be initialised
   before its first use) and writes the version that each library reports
   at run time into the library strings, which read "OpenSSL", "Nettle" and
   "Libgcrypt" until then.  Every setup calls it; a program calls it itself
   only to print the strings before its first setup.  It returns 0, or -1
   when Libgcrypt is older than the header the program was compiled with.

   peer_about[i] says, for peer_ops[i], what the library's authors promise
   about its running time and what one run does besides the scalar
   multiplication.

   No string here contains a comma or a double quote; the names contain
   underscores, which LaTeX wants escaped. */
#ifndef SPEED_PEERS_H
#define SPEED_PEERS_H
struct peer_op {
  const char *library;                  /* "OpenSSL 3.0.22", with the run-time version */
  const char *name;                     /* the library function timed */
  int base;                             /* 1: e G;  0: e P for the fixed point P */
  int (*setup)(void **state, const unsigned char p[56]);
  int (*run)(void *state, unsigned char out[56], const unsigned char e[28]);
  int xonly;                            /* 1: out is x, then 28 zero bytes */
  void (*teardown)(void *state);
};
struct peer_about {
  const char *timing;                   /* "constant time", "regular loop", "variable time" */
  const char *includes;                 /* work in run() besides the multiplication */
};
extern const struct peer_op peer_ops[];
extern const struct peer_about peer_about[];
extern const int peer_nops;
int peers_init(void);
#endif
