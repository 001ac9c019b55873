# fp224: NIST P-224 Diffie-Hellman on floating-point limbs, as a literate program.
# The book (book/*.nw) is the only source; see README.md and `make help`.

SHELL       := /bin/bash
.SHELLFLAGS := -o pipefail -eu -c
.DELETE_ON_ERROR:
.DEFAULT_GOAL := all
MAKEFLAGS   += --no-builtin-rules

NW_PENDING :=
NW     := $(filter-out $(NW_PENDING),$(sort $(wildcard book/*.nw)))
ROOTS  := $(shell awk '!/^#/ && NF { print $$1 }' tangle/ROOTS)
B      := build
SRC    := build/src

CC      ?= cc
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
INCLUDES := -I$(SRC)/code/include -I$(SRC)/code/lib -I$(SRC)/code/tools -I$(SRC)/code/bench \
            -I$(SRC)/tests -I$(B)/gen -D_POSIX_C_SOURCE=200809L
DEFS    :=
ALL_CPPFLAGS = $(INCLUDES) $(DEFS) $(CPPFLAGS)

export SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
# The identity of this build: a hash of its source.  Every check records its
# result under it (code/tools/record.sh), and the book quotes only records of
# this build (Appendix "The test runner and its helpers").
export FP224_BUILD_ID := $(shell cat $(NW) Makefile mk/*.mk tangle/* 2>/dev/null | sha256sum | cut -c1-16)
export FP224_COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$(shell \
  git diff --quiet HEAD -- book Makefile mk tangle 2>/dev/null || echo +)
RECORD = bash $(SRC)/code/tools/record.sh
export FORCE_SOURCE_DATE := 1
export TZ := UTC
export LC_ALL := C

PHONY_CHECKS := check-numbers layout-refuses formula-calls provider check-provider memcheck-provider
.PHONY: $(PHONY_CHECKS) all deps tangle dev-tangle check-tangle lint-web lib check check-unit memcheck guards \
        print-refuses inverse \
        programs ctgrind cli asan install uninstall install-test timings peers-agree dudect fuzz \
        check-x87 deps-arch check-arch \
        opcount book clean help results

all: deps lib programs provider timings book ## tangle, build the library and programs, typeset the book

help: ## list the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{ printf "%-19s %s\n", $$1, $$2 }'


# The rules, by concern.  The order matters only where a file reads a variable
# that an earlier one sets (lib.mk's source lists, for example).
include mk/deps.mk mk/tangle.mk mk/lib.mk mk/tools.mk mk/provider.mk mk/check.mk \
        mk/fuzz.mk mk/arch.mk mk/timings.mk mk/book.mk mk/install.mk mk/html.mk
