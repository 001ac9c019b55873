/* Generated from book/10-limbs.nw by notangle; edit the book, not this file. */
/* One spelling of "internal": hidden from the shared library's symbol table. */
#ifndef FP224_HIDDEN_H
#define FP224_HIDDEN_H
#if defined(__GNUC__)
#define FP224_HIDDEN __attribute__((visibility("hidden")))
#else
#define FP224_HIDDEN
#endif
#endif
