# SPDX-License-Identifier: MIT
# fp224: NIST P-224 Diffie-Hellman on floating-point limbs, as a literate program.
# The book (book/*.nw) is the only source; see README.md and `make help`.

SHELL       := /bin/bash
.SHELLFLAGS := -o pipefail -eu -c
.DELETE_ON_ERROR:
.DEFAULT_GOAL := all
MAKEFLAGS   += --no-builtin-rules
NW     := $(sort $(wildcard book/*.nw))
ROOTS  := $(shell awk '!/^#/ && NF { print $$1 }' tangle/ROOTS)
B      := build
SRC    := build/src
# Builds for another CPU (chapter "Every CPU"): ARCH_CFLAGS and ARCH_LDFLAGS are
# added to every compile and link, RUN prefixes every built program that runs
# (qemu-user for a foreign CPU), and HOST_CC with HOST_B build the generator of
# the fixed-base table on the build machine (HOST_B empty: CC builds it in B).
ARCH_CFLAGS  :=
ARCH_LDFLAGS :=
RUN          :=
HOST_CC      := cc
HOST_B       :=
# C11 without GNU extensions (so gcc does not contract a*b+c behind our back),
# never fast-math; every claim in the book assumes these flags, so they are
# added after the caller's CFLAGS, which a packager may set (dpkg-buildflags,
# say) without losing them.  CPPFLAGS and LDFLAGS are the caller's too.
CSTD    := -std=c11 -ffp-contract=off -fno-fast-math
WARN    := -Wall -Wextra -Werror
OPT     := -O2 -g
SAN     :=
CFLAGS  ?= $(WARN) $(OPT)
CPPFLAGS ?=
LDFLAGS ?=
ALL_CFLAGS = $(CFLAGS) $(CSTD) $(SAN) -ffile-prefix-map=$(CURDIR)=. -fPIC $(ARCH_CFLAGS)
# The library's headers and generated table; a program that needs more adds its
# folders (code/bench for splitmix64.h, the tests' rooms for their helpers).
LIB_CPPFLAGS = -I$(SRC)/code/include -I$(SRC)/code/lib -I$(B)/gen -D_POSIX_C_SOURCE=200809L \
               $(CPPFLAGS)
TOOLS_I := -I$(SRC)/code/bench -I$(SRC)/tests/harness -I$(SRC)/tests/calls -I$(SRC)/tests/answers
# What the compiler builds for, asked once with the target's flags (gcc -m32 still
# calls its machine x86_64): x86-64 (the hot instances), any x86 (x87), __int128.
CC_MACROS := $(shell echo | $(CC) $(ARCH_CFLAGS) -dM -E - 2>/dev/null)
X86_64    := $(filter __x86_64__,$(CC_MACROS))
X86       := $(filter __x86_64__ __i386__,$(CC_MACROS))
# One short line a step ("  CC      build/obj/fp224.o"); `make V=1` prints the
# commands.  Errors, and what the tests print, are printed whole.
ifneq ($(V),1)
Q        := @
Q_CC      = @echo '  CC      $@';
Q_CCLD    = @echo '  CCLD    $@';
Q_LD      = @echo '  LD      $@';
Q_AR      = @echo '  AR      $@';
Q_CP      = @echo '  CP      $@';
Q_GEN     = @echo '  GEN     $@';
Q_TANGLE  = @echo '  TANGLE  book';
Q_TEX     = @echo '  TEX     $@';
endif
export SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
# The identity of this build, a hash of its source: every check records its result
# under it, and the book quotes only this build's (Appendix "The test runner").
export FP224_BUILD_ID := $(shell cat $(NW) Makefile mk/*.mk tangle/* 2>/dev/null | sha256sum | cut -c1-16)
export FP224_COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$(shell \
  git diff --quiet HEAD -- book Makefile mk tangle 2>/dev/null || echo +)
RECORD = bash $(SRC)/tests/harness/record.sh
export FORCE_SOURCE_DATE := 1
export TZ := UTC
export LC_ALL := C

.PHONY: all help deps deps-arch deps-html tangle dev-tangle check-tangle lint-web lib programs provider \
  pick timings results book html check-html install uninstall install-test clean check check-unit \
  check-x87 check-arch check-reproducible check-numbers check-claims check-budgets check-provider check-threads check-tls memcheck \
  memcheck-provider memcheck-tls tsan asan guards inverse layout-refuses formula-calls print-refuses \
  peers-agree ctgrind cli opcount dudect fuzz fuzz-long fuzz-merge readme check-readme dist deb check-deb deps-deb helgrind \
  i52-bounds i52-bounds-refuses ctgrind-ifma ifma-agree census branches FORCE
all: deps lib programs provider timings book ## tangle, build the library and programs, typeset the book
help: ## list the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{ printf "%-19s %s\n", $$1, $$2 }'
# The rules, by concern; a file may read the variables of those before it.
include mk/deps.mk mk/tangle.mk mk/lib.mk mk/pick.mk mk/tools.mk mk/provider.mk mk/check.mk \
        mk/fuzz.mk mk/timings.mk mk/book.mk mk/install.mk mk/deb.mk
