# SPDX-License-Identifier: MIT
# fp224: P-224 Diffie-Hellman on floating-point limbs; the book (book/*.nw) is the only source.
SHELL       := /bin/bash
.SHELLFLAGS := -o pipefail -eu -c
.DELETE_ON_ERROR:
.DEFAULT_GOAL := all
MAKEFLAGS   += --no-builtin-rules --no-print-directory
NW     := $(sort $(wildcard book/*.nw))
ROOTS  := $(shell awk '!/^#/ && NF { print $$1 }' tangle/ROOTS)
B      := build
SRC    := build/src
# For another CPU (chapter "Every CPU"): ARCH_ flags in every compile and link, RUN before every
# program run; the build machine's programs (printer, base table) come from HOST_B, by HOST_CC.
ARCH_CFLAGS  :=
ARCH_LDFLAGS :=
RUN          :=
HOST_CC      := cc
HOST_B       :=
# C11 without GNU extensions (no contraction of a*b+c), never fast-math, after the caller's
# CFLAGS (dpkg-buildflags, say); VFLAGS are a variant's (mk/lib.mk), in its compiles and links.
CSTD    := -std=c11 -ffp-contract=off -fno-fast-math
WARN    := -Wall -Wextra -Werror
OPT     := -O2 -g
CFLAGS  ?= $(WARN) $(OPT)
ALL_CFLAGS = $(CFLAGS) $(CSTD) $(VFLAGS) -ffile-prefix-map=$(CURDIR)=. -fPIC $(ARCH_CFLAGS)
# The library's headers and generated table; the programs add the rooms of their helpers.
LIB_CPPFLAGS = -I$(SRC)/code/include -I$(SRC)/code/lib -I$(B)/gen -D_POSIX_C_SOURCE=200809L $(CPPFLAGS)
TOOLS_I := -I$(SRC)/code/bench -I$(SRC)/tests/harness -I$(SRC)/tests/calls -I$(SRC)/tests/answers
SPLITMIX := $(SRC)/code/bench/splitmix64.h
# What the compiler builds for, asked with the target's flags: x86-64 (hot instances), x86 (x87).
CC_MACROS := $(shell echo | $(CC) $(ARCH_CFLAGS) -dM -E - 2>/dev/null)
X86_64    := $(filter __x86_64__,$(CC_MACROS))
X86       := $(filter __x86_64__ __i386__,$(CC_MACROS))
# One short line a step ("  CC      build/obj/fp224.o"); `make V=1` prints the commands.
ifneq ($(V),1)
Q := @
$(foreach s,CC______ CCLD____ LD______ AR______ CP______ GEN_____ TEX_____,$(eval \
  Q_$(subst _,,$(s)) = @echo '  $(subst _, ,$(s))$$@';))
Q_TANGLE := @echo '  TANGLE  book';
endif
export SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
# The build's identity, a hash of its source: checks record under it (Appendix "The test runner").
export FP224_BUILD_ID := $(shell cat $(NW) Makefile mk/*.mk tangle/* 2>/dev/null | sha256sum | cut -c1-16)
export FP224_COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$(shell \
  git diff --quiet HEAD -- book Makefile mk tangle 2>/dev/null || echo +)
RECORD = bash $(SRC)/tests/harness/record.sh
export FORCE_SOURCE_DATE := 1
export TZ := UTC
export LC_ALL := C
# The goals; the checks of `make check` are one list, CHECKS (mk/tests.mk).
GOALS := all everything help deps deps-arch deps-html deps-deb tangle dev-tangle lib programs provider \
  pick timings results book html check-html install uninstall clean check check-arch check-provider \
  memcheck-provider check-threads check-tls memcheck-tls tsan asan dudect fuzz fuzz-long fuzz-merge readme \
  dist deb check-deb FORCE
# `make` runs the build once more, printing what it prints and keeping it in build/logs/make.txt;
# the first in a build folder, a newcomer's, is kept as make-first.txt for check-budgets.
all: ## tangle, build the library and programs, typeset the book (logged in build/logs/make.txt)
	@mkdir -p $(B)/logs && f=$$(test -e $(SRC) || echo 1) && $(MAKE) everything 2>&1 \
	  | tee $(B)/logs/make.txt && if [ -n "$$f" ]; then cp $(B)/logs/make.txt $(B)/logs/make-first.txt; fi
everything: deps lib programs provider timings book
help: ## list the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{ printf "%-19s %s\n", $$1, $$2 }'
include mk/deps.mk mk/tangle.mk mk/lib.mk mk/proof.mk mk/provider.mk mk/tests.mk mk/fuzz.mk \
        mk/bench.mk mk/book.mk mk/package.mk
.PHONY: $(GOALS) $(CHECKS)
