# fp224: NIST P-224 Diffie-Hellman on floating-point limbs, as a literate program.
# The book (book/*.nw) is the only source; see README.md and `make help`.

SHELL       := /bin/bash
.SHELLFLAGS := -o pipefail -eu -c
.DELETE_ON_ERROR:
.DEFAULT_GOAL := all
MAKEFLAGS   += --no-builtin-rules

NW_PENDING :=
NW     := $(filter-out $(NW_PENDING),$(sort $(wildcard book/*.nw)))
ROOTS  := $(shell cat tangle/ROOTS)
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

CHECK_CFLAGS = $(shell pkg-config --cflags check)
CHECK_LIBS   = $(shell pkg-config --libs check)

# Debian packages, in groups: `make deps` installs every group that is missing
# (as root; otherwise it prints the command); each rule asks only for its own.
#   build: the library and the programs (a compiler and noweb);
#   test:  the Check suite and its references, valgrind, the fuzzer, the peers,
#          the openssl program, curl and Python (the provider's tests);
#   cross: the cross compilers of the other CPUs (their operation counts);
#   book:  LaTeX.
DEBS_build := noweb gcc make binutils clang
DEBS_test  := check pkg-config valgrind libgmp-dev libssl-dev xxd nettle-dev \
              libgcrypt20-dev clang libclang-rt-14-dev dpkg-dev man-db openssl curl python3
DEBS_cross := gcc-arm-linux-gnueabihf gcc-aarch64-linux-gnu gcc-powerpc64le-linux-gnu \
              gcc-riscv64-linux-gnu libc6-dev-armhf-cross libc6-dev-arm64-cross \
              libc6-dev-ppc64el-cross libc6-dev-riscv64-cross
DEBS_book  := latexmk lmodern texlive-latex-base texlive-latex-recommended \
              texlive-fonts-recommended texlive-pictures poppler-utils groff-base
DEB_GROUPS := build test cross book

# Library sources (roots in tangle/ROOTS that form libfp224).
LIB_C   := code/lib/field-d10.c code/lib/curve-d10.c code/lib/base-d10.c code/lib/base-table.c code/lib/api-d10.c \
           code/lib/inverse.c code/lib/fp224.c
LIB_H   := code/lib/field.h code/lib/hidden.h code/lib/field-impl.h code/lib/field-d10.h code/lib/curve.h code/lib/curve-impl.h \
           code/lib/base-impl.h code/lib/api-impl.h code/lib/api.h code/include/fp224.h
HOST_ARCH := $(shell $(CC) -dumpmachine)
# On x86-64 the library adds the FMA and SIMD instances (chapter "Lanes"); the
# test asks the compiler with the target's flags, since gcc -m32 still reports
# an x86_64 machine.
X86_64_TARGET := $(shell echo | $(CC) $(ARCH_CFLAGS) -dM -E - 2>/dev/null | grep -c '__x86_64__ 1')
ifeq ($(X86_64_TARGET),1)
X86_C   := code/lib/instance-d10fma.c code/lib/instance-d10x4.c code/lib/instance-d10x8.c \
           code/lib/instance-d10x4v4.c
X86_H   := code/lib/field-d10x4.h code/lib/field-d10x8.h code/lib/quad-impl.h
endif
# INSTANCE=x87 builds the library and the Check suite on the x87 long-double
# instance alone (chapter "Every CPU"); the default is the binary64 instance.
INSTANCE ?= d10
TEST_DEFS :=
ifeq ($(INSTANCE),x87)
LIB_C   := code/lib/base-table.c code/lib/instance-x87.c code/lib/inverse.c code/lib/fp224.c
LIB_H   += code/lib/field-x87.h
X86_C   :=
TEST_DEFS := '-DFP224_TEST_INSTANCE="field-x87.h"'
$(B)/obj/fp224.o: DEFS += -DFP224_X87
endif
TEST_C  := tests/check-main.c tests/check-limbs.c tests/check-core.c tests/check-canon.c \
           tests/check-curve.c tests/check-scalarmult.c tests/check-api.c tests/check-vectors.c \
           tests/check-openssl.c tests/check-batch.c tests/testutil.c tests/points.c
TEST_H  := tests/testutil.h tests/suites.h tests/points.h code/tools/splitmix64.h
PROGS   := $(B)/fp224 $(B)/fp224-56

LIB_OBJ  := $(patsubst code/lib/%.c,$(B)/obj/%.o,$(LIB_C) $(X86_C))
LIBI     := $(B)/libfp224-internal.a
TEST_OBJ := $(patsubst tests/%.c,$(B)/obj/tests/%.o,$(TEST_C))

export SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
# The identity of this build: a hash of its source.  Every check records its
# result under it (code/tools/record.sh), and the book quotes only records of
# this build (Appendix "The test runner and its helpers").
export FP224_BUILD_ID := $(shell cat $(NW) Makefile tangle/* 2>/dev/null | sha256sum | cut -c1-16)
export FP224_COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$(shell \
  git diff --quiet HEAD -- book Makefile tangle 2>/dev/null || echo +)
RECORD = bash $(SRC)/code/tools/record.sh
export FORCE_SOURCE_DATE := 1
export TZ := UTC
export LC_ALL := C

PHONY_CHECKS := layout-refuses formula-calls provider check-provider memcheck-provider
.PHONY: $(PHONY_CHECKS) all deps tangle dev-tangle check-tangle lint-web lib check check-unit memcheck guards \
        print-refuses inverse \
        programs ctgrind cli asan install uninstall install-test timings peers-agree dudect fuzz \
        check-x87 deps-arch check-arch \
        opcount book clean help results

all: deps lib programs provider timings book ## tangle, build the library and programs, typeset the book

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 16

# ---------------------------------------------------------------- packages
deps: $(B)/deps.stamp ## install missing Debian packages (as root), else say how
$(B)/deps.stamp: $(foreach g,$(DEB_GROUPS),$(B)/deps-$(g).stamp)
	@touch $@
$(B)/deps-%.stamp: Makefile
	@missing=$$(for p in $(DEBS_$*); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "make deps: installing ($*)" $$missing; \
	    apt-get update -qq; \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	  else \
	    echo "make deps: missing Debian packages ($*); run as root:"; \
	    echo "  apt-get install --no-install-recommends" $$missing; \
	    exit 1; \
	  fi; \
	fi
	@mkdir -p $(B) && touch $@

# ---------------------------------------------------------------- tangling
# Export tangle (committed, no #line) and development tangle (compiled, #line).
tangle: $(B)/deps-build.stamp ## write code/ and tests/ from the book
	@for r in $(ROOTS); do tangle/export.sh "$$r" . $(NW); done

dev-tangle: $(B)/dev.stamp
$(B)/dev.stamp: $(NW) tangle/ROOTS tangle/dev.sh $(B)/deps-build.stamp
	@for r in $(ROOTS); do tangle/dev.sh "$$r" $(SRC) $(NW); done
	@touch $@
$(addprefix $(SRC)/,$(ROOTS)): $(B)/dev.stamp ;

check-tangle: $(B)/dev.stamp ## fail if code/ or tests/ differ from the book
	@$(RECORD) check-tangle $(B)/logs bash tangle/check.sh $(B)/verify $(NW)

lint-web: $(B)/dev.stamp ## the roots, no tabs, chunk names, code lines, %def names
	@$(RECORD) lint-web $(B)/logs bash $(SRC)/code/tools/lint-web.sh $(NW)

# ---------------------------------------------------------------- library
lib: $(B)/libfp224.a $(B)/libfp224.so $(LIBI) ## build/libfp224.a and build/libfp224.so

$(B)/obj/%.o: $(SRC)/code/lib/%.c $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -c $< -o $@

# The x86-64 instances: the same bodies for x86-64-v3 and -v4, with fused multiply-add.
# They are the hot ones, and each is compiled by $(CC) and, when it is installed, by
# $(PICK_CC) too; fp224-pick times the two builds side by side and the library takes
# each instance from the faster (chapter "Timing", "Which compiler").  PICK=no keeps
# $(CC) for all; builds for another CPU, with sanitizers or with flags of their own
# (check-arch, asan) never measure.
# Clang 14 writes DWARF 5 that valgrind 3.19 cannot read: its objects carry DWARF 4.
PICK     ?= auto
PICK_CC  ?= clang
HOT      := $(patsubst code/lib/instance-%.c,%,$(X86_C))
ISA_d10fma  := -march=x86-64-v3
ISA_d10x4   := -march=x86-64-v3
ISA_d10x4v4 := -march=x86-64-v4
ISA_d10x8   := -march=x86-64-v4
# Whether to measure is decided when the choice is made, since `make` may have just
# installed the other compiler.
PICK_CAN := $(if $(filter auto,$(PICK)),$(if $(RUN)$(ARCH_CFLAGS)$(SAN),,yes))
HOT_FLAGS = $(ALL_CPPFLAGS) $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) $(ISA_d10$*) \
            -ffp-contract=fast -funroll-loops
$(B)/cc/cc/instance-d10%.o: $(SRC)/code/lib/instance-d10%.c $(addprefix $(SRC)/,$(LIB_H) $(X86_H))
	@mkdir -p $(@D)
	$(CC) $(HOT_FLAGS) -c $< -o $@
$(B)/cc/alt/instance-d10%.o: $(SRC)/code/lib/instance-d10%.c $(addprefix $(SRC)/,$(LIB_H) $(X86_H))
	@mkdir -p $(@D)
	$(PICK_CC) $(HOT_FLAGS) -gdwarf-4 -c $< -o $@
# fp224-pick links the library's other objects with one compiler's hot instances.
PICK_OTHER := $(filter-out $(B)/obj/instance-d10%,$(LIB_OBJ))
$(B)/pick/fp224-pick-%: $(SRC)/code/bench/fp224-pick.c $(PICK_OTHER) \
                        $(patsubst %,$(B)/cc/\%/instance-%.o,$(HOT))
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< $(PICK_OTHER) $(patsubst %,$(B)/cc/$*/instance-%.o,$(HOT)) \
	  -lm -o $@
$(B)/pick/choice.txt: $(SRC)/code/tools/pick.sh $(B)/pick/fp224-pick-cc
	@alt=; if [ -n "$(PICK_CAN)" ] && command -v $(PICK_CC) >/dev/null 2>&1; then \
	  $(MAKE) --no-print-directory $(B)/pick/fp224-pick-alt && alt=$(B)/pick/fp224-pick-alt; \
	fi; echo bash $< $(@D) "'$(HOT)'" $(B)/pick/fp224-pick-cc $$alt; \
	bash $< $(@D) "$(HOT)" $(B)/pick/fp224-pick-cc $$alt
	@cat $@
.SECONDARY: $(foreach h,$(HOT),$(B)/cc/cc/instance-$(h).o $(B)/cc/alt/instance-$(h).o) \
            $(B)/pick/fp224-pick-cc $(B)/pick/fp224-pick-alt
$(B)/obj/instance-d10%.o: $(B)/pick/choice.txt $(B)/cc/cc/instance-d10%.o
	@mkdir -p $(@D)
	cp $(B)/cc/$$(awk '$$1 == "d10$*" { print $$2 }' $<)/instance-d10$*.o $@
ifneq ($(X86_C),)
$(B)/obj/fp224.o: DEFS += -DFP224_X86_PATHS
endif

# The installed archive holds one object, linked from all the library's, in which
# every hidden symbol is local: only the functions of fp224.h are global, as in
# the shared library.  The tests, the speed program and the tools need the
# internal names too, and link libfp224-internal.a.
OBJCOPY ?= $(if $(filter %-gcc,$(firstword $(CC))),$(patsubst %-gcc,%-objcopy,$(firstword $(CC))),objcopy)
$(LIBI): $(LIB_OBJ)
	rm -f $@ && ar rcD $@ $^
$(B)/libfp224.a: $(LIB_OBJ)
	$(CC) $(ARCH_CFLAGS) -r -nostdlib -o $(B)/fp224-lib.o $^
	$(OBJCOPY) --localize-hidden $(B)/fp224-lib.o
	rm -f $@ && ar rcD $@ $(B)/fp224-lib.o

$(B)/libfp224.so: $(LIB_OBJ)
	$(CC) $(ARCH_CFLAGS) $(LDFLAGS) -shared -Wl,-soname,libfp224.so.$(ABI) -Wl,-z,noexecstack \
	  -o $@ $^ -lm

# The fixed-base table is computed by a program of the book before the library.
# The table is bytes, the same for every CPU: a build for another CPU (HOST_B set)
# copies the one that HOST_CC makes in HOST_B.
ifeq ($(HOST_B),)
$(B)/fp224-basegen: $(SRC)/code/tools/fp224-basegen.c $(B)/obj/field-d10.o $(B)/obj/curve-d10.o \
                   $(B)/obj/inverse.o
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $^ -o $@ -lm
$(B)/gen/fp224-basetable.h: $(B)/fp224-basegen
	@mkdir -p $(@D)
	$< > $@.tmp && mv $@.tmp $@
else
.PHONY: $(HOST_B)/gen/fp224-basetable.h
$(HOST_B)/gen/fp224-basetable.h:
	$(MAKE) --no-print-directory B=$(HOST_B) CC='$(HOST_CC)' ARCH_CFLAGS= ARCH_LDFLAGS= RUN= HOST_B= $@
$(B)/gen/fp224-basetable.h: $(HOST_B)/gen/fp224-basetable.h
	@mkdir -p $(@D)
	cmp -s $< $@ || cp $< $@
endif
$(B)/obj/base-table.o: $(B)/gen/fp224-basetable.h

# ---------------------------------------------------------------- programs
programs: $(PROGS) ## build/fp224 and build/fp224-56
$(B)/fp224: $(SRC)/code/cli/fp224-cli.c $(B)/libfp224.a
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -DPOINT=28 $< $(B)/libfp224.a -o $@ -lm
$(B)/fp224-56: $(SRC)/code/cli/fp224-cli.c $(B)/libfp224.a
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -DPOINT=56 $< $(B)/libfp224.a -o $@ -lm

# An instrumented build that counts core-function calls.
COUNT_OBJ := $(patsubst code/lib/%.c,$(B)/count/%.o,$(LIB_C))
$(B)/count/%.o: $(SRC)/code/lib/%.c $(addprefix $(SRC)/,$(LIB_H)) $(B)/gen/fp224-basetable.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -DFE_COUNT $(ALL_CFLAGS) -c $< -o $@
$(B)/fp224-calls: $(SRC)/code/tools/fp224-calls.c $(COUNT_OBJ)
	$(CC) $(ALL_CPPFLAGS) -DFE_COUNT $(ALL_CFLAGS) $^ -o $@ -lm
$(B)/gen/calls.tex: $(B)/fp224-calls
	@mkdir -p $(@D)
	$< calls > $@.tmp && mv $@.tmp $@
$(B)/gen/callmacros.tex: $(B)/fp224-calls
	@mkdir -p $(@D)
	$< tex > $@.tmp && mv $@.tmp $@
$(B)/gen/recode.csv: $(B)/fp224-calls
	@mkdir -p $(@D)
	$< recode > $@.tmp && mv $@.tmp $@
$(B)/gen/smcost.tex: $(B)/fp224-calls
	@mkdir -p $(@D)
	$< costs > $@.tmp && mv $@.tmp $@
# The steps of the single calls in four lanes against the serial calls (x86-64).
$(B)/fp224-steps: $(SRC)/code/tools/fp224-steps.c $(addprefix $(SRC)/,$(LIB_H) $(X86_H)) \
                  $(B)/count/base-table.o $(B)/count/inverse.o
	$(CC) $(ALL_CPPFLAGS) -DFE_COUNT $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) -march=x86-64-v3 \
	  -ffp-contract=fast $< $(B)/count/base-table.o $(B)/count/inverse.o -o $@ -lm
$(B)/gen/steps.tex: $(B)/fp224-calls $(if $(X86_C),$(B)/fp224-steps)
	@mkdir -p $(@D)
	{ $(B)/fp224-calls serial; if [ -n "$(X86_C)" ]; then $(B)/fp224-steps; fi; } > $@.tmp
	mv $@.tmp $@

# ---------------------------------------------------------------- OpenSSL provider
# Chapter "fp224 inside OpenSSL": a module that OpenSSL 3 loads, exporting only its
# entry point; installed in OpenSSL's module directory, relocated under PREFIX.
PROVIDER := $(B)/ossl-modules/fp224.so
provider: $(PROVIDER) ## build/ossl-modules/fp224.so, an OpenSSL 3 provider of ECDH on P-224
$(B)/provider.map:
	@mkdir -p $(@D)
	printf '{\n  global: OSSL_provider_init;\n  local: *;\n};\n' > $@
$(PROVIDER): $(SRC)/code/provider/fp224-provider.c $(B)/libfp224.a $(B)/provider.map \
             | $(B)/deps-test.stamp
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -DFP224_PROVIDER_VERSION='"$(VERSION)"' -shared \
	  -Wl,--version-script=$(B)/provider.map -Wl,-z,noexecstack -o $@ $< $(B)/libfp224.a \
	  -lcrypto -lm

$(B)/provider-test: $(SRC)/tests/provider-test.c | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< -o $@ -lcrypto
check-provider: $(PROVIDER) $(B)/provider-test ## the provider against OpenSSL's own ECDH, and in OpenSSL's programs
	$(RECORD) provider $(B)/logs $(B)/provider-test $(B)/ossl-modules tests/vectors
	$(RECORD) provider-cli $(B)/logs bash $(SRC)/tests/provider-cli.sh $(B)
memcheck-provider: $(PROVIDER) $(B)/provider-test
	$(RECORD) memcheck-provider $(B)/logs \
	  valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
	  $(B)/provider-test $(B)/ossl-modules tests/vectors

# ---------------------------------------------------------------- threads and load
# Appendix "The full test suites": the library and the provider from THREADS threads
# at once, first use included (check-provider, and tsan under ThreadSanitizer, with
# the library, the provider and the test built for it in $(B)/tsan); and TLS 1.2
# handshakes on P-224 through the provider in one process (check-provider runs
# HANDSHAKES of them, memcheck-provider MEMCHECK_HANDSHAKES under valgrind).
THREADS       ?= 8
THREAD_ROUNDS ?= 20
HANDSHAKES    ?= 2000
MEMCHECK_HANDSHAKES ?= 50
$(B)/provider-threads: $(SRC)/tests/provider-threads.c $(B)/libfp224.a | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< $(B)/libfp224.a -o $@ -lcrypto -lpthread -lm
$(B)/provider-tls: $(SRC)/tests/provider-tls.c | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< -o $@ -lssl -lcrypto
# check-provider and memcheck-provider run these too, as prerequisites.
.PHONY: check-threads check-tls memcheck-tls tsan
check-provider: check-threads check-tls
memcheck-provider: memcheck-tls
check-threads: $(PROVIDER) $(B)/provider-threads ## the library and the provider from THREADS threads at once
	$(RECORD) provider-threads $(B)/logs \
	  $(B)/provider-threads $(B)/ossl-modules $(THREADS) $(THREAD_ROUNDS)
check-tls: $(PROVIDER) $(B)/provider-tls ## HANDSHAKES TLS 1.2 handshakes on P-224 through the provider
	$(RECORD) provider-tls $(B)/logs $(B)/provider-tls $(B)/ossl-modules $(HANDSHAKES)
memcheck-tls: $(PROVIDER) $(B)/provider-tls ## MEMCHECK_HANDSHAKES of them under valgrind memcheck
	$(RECORD) memcheck-tls $(B)/logs \
	  valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
	  $(B)/provider-tls $(B)/ossl-modules $(MEMCHECK_HANDSHAKES)
# Any report of ThreadSanitizer fails the run (exit code 66).  Nothing is suppressed:
# OpenSSL's libcrypto is not instrumented, and it gave no report to suppress.
tsan: $(B)/dev.stamp ## the threaded test under ThreadSanitizer (library and provider built for it)
	$(MAKE) --no-print-directory B=$(B)/tsan SAN="-fsanitize=thread" \
	  $(B)/tsan/ossl-modules/fp224.so $(B)/tsan/provider-threads
	TSAN_OPTIONS="halt_on_error=1 exitcode=66" \
	  $(RECORD) tsan $(B)/logs \
	  $(B)/tsan/provider-threads $(B)/tsan/ossl-modules $(THREADS) $(THREAD_ROUNDS)

# ---------------------------------------------------------------- tools
$(B)/fp224-layout: $(SRC)/code/tools/fp224-layout.c $(addprefix $(SRC)/,$(LIB_H))
	$(CC) $(ALL_CPPFLAGS) -DLAYOUT_INSTANCE='"field-d10.h"' $(ALL_CFLAGS) $< -o $@ -lm
	$@ check

# ---------------------------------------------------------------- tests
$(B)/obj/tests/%.o: $(SRC)/tests/%.c $(addprefix $(SRC)/,$(TEST_H) $(LIB_H)) | $(B)/deps-test.stamp
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(TEST_DEFS) $(ALL_CFLAGS) $(CHECK_CFLAGS) -c $< -o $@

$(B)/check-fp224: $(TEST_OBJ) $(LIBI)
	$(CC) $(SAN) $(ARCH_LDFLAGS) -o $@ $(TEST_OBJ) $(LIBI) -lcrypto -lgmp $(CHECK_LIBS) -lm

$(B)/ctgrind: $(SRC)/tests/ctgrind.c $(LIBI) | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< $(LIBI) -o $@ -lm

ctgrind: $(B)/ctgrind ## constant time: valgrind with the scalar undefined; leaky copies must be reported
	@mkdir -p $(B)/gen
	$(RECORD) ctgrind $(B)/logs bash -c 'valgrind -q --error-exitcode=99 $(B)/ctgrind check \
	  $(B)/gen/ctgrind-check.tex && valgrind -q --log-file=$(B)/ctgrind-leaky.log \
	  $(B)/ctgrind leaky $(B)/gen/ctgrind-leaky.tex'

asan: $(B)/dev.stamp ## the Check suite under AddressSanitizer and UndefinedBehaviorSanitizer
	$(RECORD) asan $(B)/logs $(MAKE) --no-print-directory B=$(B)/asan \
	  SAN="-fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  check-unit

$(B)/peers-agree: $(SRC)/tests/peers-agree.c $(SRC)/code/bench/speed-peers.c \
                  $(SRC)/code/bench/speed-peers.h $(LIBI) | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(SRC)/tests/peers-agree.c $(SRC)/code/bench/speed-peers.c $(LIBI) \
	  $(PEER_LIBS) -o $@
peers-agree: $(B)/peers-agree
	$(RECORD) peers-agree $(B)/logs $(B)/peers-agree

# Checks beyond examples (chapter "Checks beyond examples"); dudect is not part of CI.
DUDECT_SECONDS ?= 120
DUDECT_T       ?= 4.5
$(B)/dudect: $(SRC)/tests/dudect.c $(LIBI)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< $(LIBI) -o $@ -lm

dudect: $(B)/dudect ## timing: dudect's t-test, fixed against random scalars on every usable path (DUDECT_SECONDS=120, threshold 4.5)
	@mkdir -p $(B)/gen
	DUDECT_SECONDS=$(DUDECT_SECONDS) DUDECT_T=$(DUDECT_T) DUDECT_TEX=$(B)/gen/dudect.tex \
	  $(RECORD) dudect $(B)/logs $(B)/dudect

# ---------------------------------------------------------------- fuzzing
# Chapter "Checks beyond examples" and Appendix "The fuzzing harness".  Three
# targets: fp224 (tests/fuzz.c, the entry points against OpenSSL), field
# (tests/fuzz-field.c, the field functions against GMP) and provider
# (tests/fuzz-provider.c, peer keys through the provider against the default
# provider).  Each is built twice from the library's sources: in build/fuzz-asan/
# with AddressSanitizer and UBSan, for `make fuzz` (CI); in build/fuzz-fast/ at
# -O2 with UBSan only, for `make fuzz-long`.  Every run starts from the corpus
# kept in the repository, figures/fuzz/TARGET/, read-only, and writes the units
# it finds to build/fuzz-corpus/TARGET/; `make fuzz-merge` minimises both into
# the kept corpus (libFuzzer's -merge=1), to be committed.  `make fuzz` gives
# each target a third of FUZZ_SECONDS; `make fuzz-long` runs each target for
# FUZZ_RUNS inputs or FUZZ_LONG_SECONDS, whichever comes first, and writes its
# record to build/fuzz-long.txt (copy it to figures/results/ to keep it: the
# book typesets the newest there).  The provider target under ASan checks for
# leaks after each input, not at exit, where the teardown of its two library
# contexts leaves OpenSSL's objects behind (Section "Three targets").
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_RUNS    ?= 10000000
FUZZ_LONG_SECONDS ?= 1800
FUZZ_TARGETS := fp224 field provider
FUZZ_KEPT    := figures/fuzz
FUZZ_FLAGS_asan := $(CSTD) $(WARN) -O1 -g -fno-omit-frame-pointer \
                   -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_FLAGS_fast := $(CSTD) $(WARN) -O2 -g -fsanitize=undefined -fno-sanitize-recover=all
FUZZ_MAIN_fp224    := tests/fuzz.c
FUZZ_MAIN_field    := tests/fuzz-field.c
FUZZ_MAIN_provider := tests/fuzz-provider.c code/provider/fp224-provider.c
FUZZ_LIBS_fp224    := -lcrypto -lm
FUZZ_LIBS_field    := -lgmp -lm
FUZZ_LIBS_provider := -lcrypto -lm
FUZZ_LEN_fp224     := 85
FUZZ_LEN_field     := 242
FUZZ_LEN_provider  := 160
FUZZ_OPTS = -max_len=$(FUZZ_LEN_$*) -len_control=0 -print_final_stats=1 \
            -artifact_prefix=$(B)/ $(B)/fuzz-corpus/$* $(wildcard $(FUZZ_KEPT)/$*)
define FUZZ_BUILD
$(B)/fuzz-$(1)/%.o: $(SRC)/code/lib/%.c $(addprefix $(SRC)/,$(LIB_H)) $(B)/gen/fp224-basetable.h
	@mkdir -p $$(@D)
	$(FUZZ_CC) $$(ALL_CPPFLAGS) $(FUZZ_FLAGS_$(1)) -fsanitize=fuzzer-no-link -c $$< -o $$@
$(B)/fuzz-$(1)/instance-d10%.o: $(SRC)/code/lib/instance-d10%.c $(addprefix $(SRC)/,$(LIB_H) $(X86_H))
	@mkdir -p $$(@D)
	$(FUZZ_CC) $$(ALL_CPPFLAGS) $(FUZZ_FLAGS_$(1)) $$(ISA_d10$$*) -ffp-contract=fast \
	  -fsanitize=fuzzer-no-link -c $$< -o $$@
ifneq ($(X86_C),)
$(B)/fuzz-$(1)/fp224.o: DEFS += -DFP224_X86_PATHS
endif
endef
define FUZZ_BIN
$(B)/fuzz-$(1)/fuzz-$(2): $(addprefix $(SRC)/,$(FUZZ_MAIN_$(2))) \
                   $(patsubst code/lib/%.c,$(B)/fuzz-$(1)/%.o,$(LIB_C) $(X86_C)) | $(B)/deps-test.stamp
	$(FUZZ_CC) $$(ALL_CPPFLAGS) $(FUZZ_FLAGS_$(1)) -DFP224_PROVIDER_VERSION='"$$(VERSION)"' \
	  -fsanitize=fuzzer $$(filter %.c %.o,$$^) -o $$@ $(FUZZ_LIBS_$(2))
endef
$(foreach v,asan fast,$(eval $(call FUZZ_BUILD,$(v)))$(foreach t,$(FUZZ_TARGETS),\
  $(eval $(call FUZZ_BIN,$(v),$(t)))))
.PHONY: fuzz-long fuzz-merge

fuzz: $(addprefix fuzz-run-,$(FUZZ_TARGETS)) ## libFuzzer, three targets under ASan, FUZZ_SECONDS in all (default 60)
fuzz-run-%: $(B)/fuzz-asan/fuzz-%
	@mkdir -p $(B)/fuzz-corpus/$* $(B)/gen
	$(if $(filter provider,$*),ASAN_OPTIONS=leak_check_at_exit=0) \
	FUZZ_TEX=$(B)/gen/fuzz.tex $(RECORD) $(if $(filter fp224,$*),fuzz,fuzz-$*) $(B)/logs $< \
	  -max_total_time=$$(( $(FUZZ_SECONDS) / 3 > 1 ? $(FUZZ_SECONDS) / 3 : 1 )) $(FUZZ_OPTS)

fuzz-long: $(addprefix $(B)/fuzz-fast/fuzz-,$(FUZZ_TARGETS)) $(SRC)/code/tools/fuzz-long.sh ## libFuzzer without ASan, FUZZ_RUNS inputs (default 10^7) on each target
	bash $(SRC)/code/tools/fuzz-long.sh $(FUZZ_RUNS) $(FUZZ_LONG_SECONDS) $(B) $(FUZZ_KEPT) \
	  $(foreach t,$(FUZZ_TARGETS),$(t):$(FUZZ_LEN_$(t))) | tee $(B)/fuzz-long.txt

fuzz-merge: $(addprefix $(B)/fuzz-fast/fuzz-,$(FUZZ_TARGETS)) ## minimise the corpora of the runs into figures/fuzz
	for t in $(FUZZ_TARGETS); do mkdir -p $(FUZZ_KEPT)/$$t $(FUZZ_KEPT)/$$t.new $(B)/fuzz-corpus/$$t; \
	  $(B)/fuzz-fast/fuzz-$$t -merge=1 -max_len=$$(case $$t in fp224) echo $(FUZZ_LEN_fp224);; \
	    field) echo $(FUZZ_LEN_field);; *) echo $(FUZZ_LEN_provider);; esac) \
	    $(FUZZ_KEPT)/$$t.new $(FUZZ_KEPT)/$$t $(B)/fuzz-corpus/$$t \
	  && rm -rf $(FUZZ_KEPT)/$$t && mv $(FUZZ_KEPT)/$$t.new $(FUZZ_KEPT)/$$t; done

# The newest record of a long run kept in figures/results, as macros and rows for
# Section "Fuzzing" (nothing when there is none).
FUZZ_RECORD := $(lastword $(sort $(wildcard figures/results/fuzz-*.txt)))
$(B)/fp224.pdf: $(B)/gen/fuzzlong.tex
$(B)/gen/fuzzlong.tex: $(FUZZ_RECORD) $(SRC)/code/tools/fuzz-tex.awk Makefile
	@mkdir -p $(@D)
	@if [ -n "$(FUZZ_RECORD)" ]; then awk -f $(SRC)/code/tools/fuzz-tex.awk $(FUZZ_RECORD); \
	else echo '%% no record of a long run'; fi > $@.tmp && mv $@.tmp $@

cli: $(PROGS)
	$(RECORD) cli $(B)/logs bash $(SRC)/tests/cli.sh $(B)

check: deps lint-web check-tangle guards layout-refuses formula-calls print-refuses inverse check-unit \
       check-x87 cli install-test peers-agree check-provider opcount memcheck memcheck-provider \
       ctgrind ## all tests (Check suite, then under valgrind), then the book with their results
	@echo "check: every test passed; the book again, with this build's results"
	@$(MAKE) --no-print-directory book

guards: $(B)/dev.stamp
	CC="$(CC)" CPPFLAGS="$(ALL_CPPFLAGS)" $(RECORD) guards $(B)/logs \
	  bash $(SRC)/tests/guards.sh $(SRC)/code/lib/field-d10.c

# The inversion by divsteps against the Fermat chain, with 64-bit and 32-bit words.
INVERSE_WORDS := $(if $(shell echo | $(CC) $(ARCH_CFLAGS) -dM -E - | grep __SIZEOF_INT128__),64) 32
$(B)/inverse-%: $(SRC)/tests/inverse.c $(SRC)/code/lib/inverse.c $(B)/obj/field-d10.o \
                | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -DINVERSE_WORD=$* $(filter %.c %.o,$^) -o $@ -lm
inverse: $(patsubst %,$(B)/inverse-%,$(INVERSE_WORDS))
	for w in $(INVERSE_WORDS); do $(RECORD) inverse-$$w $(B)/logs $(RUN) $(B)/inverse-$$w; done

# The check of the printed code must be able to fail (Appendix "The test runner").
print-refuses: $(B)/dev.stamp | $(B)/deps-book.stamp
	$(RECORD) print-refuses $(B)/logs bash $(SRC)/tests/print-refuses.sh $(SRC)/code/tools

check-unit: $(B)/check-fp224
	$(RECORD) check-unit $(B)/logs $(RUN) $(B)/check-fp224

memcheck: $(B)/check-fp224
	CK_FORK=no CK_TIMEOUT_MULTIPLIER=40 FP224_TEST_SCALE=0.1 $(RECORD) memcheck $(B)/logs \
	  valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
	  $(B)/check-fp224

# Operation counts: the book's model (fp224-layout) against the compiled objects.
opcount: $(B)/gen/opcount.tex ## check the op-count table against the object code
$(B)/gen/opcount.tex: $(B)/fp224-layout $(SRC)/tests/opcount.sh $(SRC)/code/lib/field-d10.c $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	CC="$(CC)" CPPFLAGS="$(ALL_CPPFLAGS)" CFLAGS="$(CSTD) $(OPT)" $(RECORD) opcount $(B)/logs \
	  bash -c 'bash $(SRC)/tests/opcount.sh $(B)/fp224-layout $(SRC)/code/lib/field-d10.c \
	  $(B)/opcount > $@.tmp'
	mv $@.tmp $@

$(B)/gen/layout.tex: $(B)/fp224-layout
	@mkdir -p $(@D)
	$(B)/fp224-layout tex > $@.tmp && mv $@.tmp $@
$(B)/gen/columns.csv: $(B)/fp224-layout
	@mkdir -p $(@D)
	$(B)/fp224-layout columns > $@.tmp && mv $@.tmp $@
# The number of divsteps of the inversion (Appendix "The programs behind the bounds").
$(B)/fp224-divsteps: $(SRC)/code/tools/fp224-divsteps.c | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< -o $@ -lgmp
$(B)/gen/divsteps.tex: $(B)/fp224-divsteps
	@mkdir -p $(@D)
	$< > $@.tmp && mv $@.tmp $@

# The x87 layout's numbers, with the prefix FEX (x86 hosts; elsewhere "n/a").
$(B)/gen/layout-x87.tex: $(if $(filter x86_64-% i686-% i386-%,$(HOST_ARCH)),$(B)/fp224-layout-x87)
	@mkdir -p $(@D)
	if [ -x $(B)/fp224-layout-x87 ]; then $(B)/fp224-layout-x87 tex FEX; else \
	  for m in extraone extratwo slacksat slackmax budgetmax; do echo "\\newcommand\\FEX$$m{n/a}"; done; \
	fi > $@.tmp && mv $@.tmp $@

# The checker must be able to fail: the nine-limb binary64 layout is refused.
layout-refuses: $(B)/gen/layouts.tex $(SRC)/tests/layout-refuses.sh
	@$(RECORD) layout-refuses $(B)/logs bash $(SRC)/tests/layout-refuses.sh $(B)/whatif/layout-9-53

# The table of point-formula calls that fp224-layout checks is the code's.
formula-calls: $(B)/fp224-layout $(B)/fp224-calls
	$(RECORD) formula-calls $(B)/logs bash -c '$(B)/fp224-layout formulas | $(B)/fp224-calls formulas -'

# The comparison of candidate layouts (N limbs of P-bit significands).
WHATIF := 9-53 10-53 11-53 12-53 7-64 8-64
$(B)/gen/layouts.tex: $(SRC)/code/tools/fp224-layout.c $(addprefix $(SRC)/,$(LIB_H) code/tools/layout-whatif.h)
	@mkdir -p $(@D) $(B)/whatif
	{ echo '\begin{tabular}{rrlrrr}'; echo '\toprule'; \
	  echo '$$N$$ & $$\lambda$$ & widths & column bits & largest weight & \texttt{fg} ops\\'; echo '\midrule'; \
	  for np in $(WHATIF); do n=$${np%-*}; p=$${np#*-}; \
	    $(CC) $(ALL_CPPFLAGS) -DLAYOUT_INSTANCE='"layout-whatif.h"' -DFE_N=$$n -DFE_PREC=$$p $(ALL_CFLAGS) \
	      $< -o $(B)/whatif/layout-$$np -lm; \
	    $(B)/whatif/layout-$$np row; done; \
	  echo '\bottomrule'; echo '\end{tabular}'; } > $@.tmp
	mv $@.tmp $@

# ---------------------------------------------------------------- x87
# The field suites against the x87 long-double instance (x86 hosts only).
X87_TEST := tests/check-field.c tests/check-limbs.c tests/check-core.c tests/check-canon.c \
            tests/testutil.c
X87_OBJ  := $(patsubst tests/%.c,$(B)/x87/%.o,$(X87_TEST)) $(B)/x87/field-x87.o $(B)/obj/inverse.o
X87_DEFS := '-DFP224_TEST_INSTANCE="field-x87.h"'
$(B)/x87/field-x87.o: $(SRC)/code/lib/field-x87.c $(SRC)/code/lib/field-x87.h $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -c $< -o $@
$(B)/x87/%.o: $(SRC)/tests/%.c $(SRC)/code/lib/field-x87.h $(addprefix $(SRC)/,$(TEST_H) $(LIB_H)) \
            | $(B)/deps-test.stamp
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(X87_DEFS) $(ALL_CFLAGS) $(CHECK_CFLAGS) -c $< -o $@
$(B)/check-field-x87: $(X87_OBJ)
	$(CC) $(SAN) $(ARCH_LDFLAGS) -o $@ $(X87_OBJ) -lgmp $(CHECK_LIBS) -lm
$(B)/fp224-layout-x87: $(SRC)/code/tools/fp224-layout.c $(SRC)/code/lib/field-x87.h $(addprefix $(SRC)/,$(LIB_H))
	$(CC) $(ALL_CPPFLAGS) -DLAYOUT_INSTANCE='"field-x87.h"' $(ALL_CFLAGS) $< -o $@ -lm
ifneq ($(filter x86_64-% i686-% i386-%,$(HOST_ARCH)),)
check-x87: $(B)/fp224-layout-x87 $(B)/check-field-x87 ## the field suites on the x87 instance
	$(RUN) $(B)/fp224-layout-x87 check
	$(RECORD) check-x87 $(B)/logs $(RUN) $(B)/check-field-x87
else
check-x87:
	@echo "check-x87: not an x86 host; skipped"
endif

# ---------------------------------------------------------------- other CPUs
# Chapter "Every CPU": the Check suite built for and run on eight targets.
deps-arch: $(B)/deps.stamp $(SRC)/tests/arch-deps.sh ## cross toolchains, qemu-user, each target's test libraries
	bash $(SRC)/tests/arch-deps.sh $(B)/arch

check-arch: deps-arch $(SRC)/tests/check-arch.sh ## the Check suite on eight CPUs (x86, x87, ARM, POWER, RISC-V)
	$(RECORD) check-arch $(B)/logs bash $(SRC)/tests/check-arch.sh $(B)

$(B)/gen/cpus.tex: $(SRC)/code/tools/cputable.sh $(SRC)/code/lib/field-d10.h $(SRC)/code/lib/field-x87.h
	@mkdir -p $(@D)
	bash $< $(SRC) > $@.tmp && mv $@.tmp $@
$(B)/gen/cpucost.tex: $(SRC)/code/tools/cpucost.sh $(B)/timings/stamp
	@mkdir -p $(@D)
	bash $< $(B)/timings/ops.csv $(B)/timings/calls.csv > $@.tmp && mv $@.tmp $@

# ---------------------------------------------------------------- timings
# fp224-speed links three copies of the field code, compiled for three x86-64 levels,
# and two more for x86-64-v4: the former schedule (the chain of low carries, one chain
# per column sum) and the rounds alone, to time what the rounds and the split sums bought.
ifneq ($(filter x86_64-%,$(HOST_ARCH)),)
SPEED_VARIANTS := $(B)/speed/base.o $(B)/speed/v3.o $(B)/speed/v4.o $(B)/speed/v4chain.o \
  $(B)/speed/v4rounds.o
SPEED_DEFS := -DFP224_SPEED_VARIANTS
endif
$(B)/speed/base.o: FLAGS := -ffp-contract=off
$(B)/speed/v3.o: FLAGS := -march=x86-64-v3 -ffp-contract=fast
$(B)/speed/v4.o: FLAGS := -march=x86-64-v4 -ffp-contract=fast
$(B)/speed/v4chain.o: FLAGS := -march=x86-64-v4 -ffp-contract=fast -DFE_REDUCE_CHAIN \
  -DFE_COLUMNS_CHAIN
$(B)/speed/v4rounds.o: FLAGS := -march=x86-64-v4 -ffp-contract=fast -DFE_COLUMNS_CHAIN
$(B)/speed/%.o: $(SRC)/code/lib/field-d10.c $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) '-DFE_NAME(x)=fp224_speed_$*_##x' $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) $(FLAGS) -c $< -o $@
PEER_LIBS = $(shell pkg-config --libs libcrypto hogweed nettle libgcrypt) -lgmp -lm
$(B)/fp224-speed: $(SRC)/code/bench/fp224-speed.c $(SRC)/code/bench/speed-peers.c $(SRC)/code/bench/speed-peers.h \
                  $(SPEED_VARIANTS) $(LIBI) | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(SPEED_DEFS) $(ALL_CFLAGS) $(SRC)/code/bench/fp224-speed.c $(SRC)/code/bench/speed-peers.c \
	  $(SPEED_VARIANTS) $(LIBI) $(PEER_LIBS) -o $@

timings: $(B)/timings/stamp ## run fp224-speed and the operation and call tables
$(B)/timings/stamp: $(B)/fp224-speed $(B)/fp224-calls $(B)/fp224-layout $(B)/fp224-layout-x87 \
                    $(PROVIDER) $(SRC)/code/tools/ossl-speed.sh \
                    $(SRC)/code/lib/field-x87.c $(SRC)/code/tools/optable.sh \
                    $(SRC)/code/tools/targets.sh \
                    | $(B)/deps-test.stamp $(B)/deps-cross.stamp
	@mkdir -p $(@D)
	@# a run replaces all results of the last (the checks' own results stay)
	find $(@D) -maxdepth 1 -type f ! -name 'check-*' ! -name 'ctgrind-*' \
	  ! -name dudect.tex ! -name fuzz.tex -delete
	$(B)/fp224-calls csv > $(@D)/calls.csv
	CC="$(CC)" CPPFLAGS="$(ALL_CPPFLAGS)" bash $(SRC)/code/tools/optable.sh $(B)/fp224-layout \
	  $(SRC)/code/lib/field-d10.c $(@D) > $(@D)/optable.tex
	$(B)/fp224-speed $(@D) | tee $(@D)/speed.txt
	@# the build's choice of compiler for the hot instances, when it measured one
	if [ -s $(B)/pick/pick-macros.tex ]; then cp $(B)/pick/pick.tex $(B)/pick/pick-macros.tex $(@D)/; \
	else printf '%s\n' '\multicolumn{6}{l}{not measured: no hot instances here}\\' \
	    > $(@D)/pick.tex; \
	  printf '%s\n' '\newcommand\TMpickcc{the default compiler}\newcommand\TMpickalt{none}' \
	    '\newcommand\TMpicksentence{This build has no hot instances to choose for.}' \
	    > $(@D)/pick-macros.tex; fi
	echo "\\newcommand\\TMcommit{$$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)}" \
	  >> $(@D)/machine.tex
	$(B)/fp224-layout depth $$(cat $(@D)/oplat.txt) > $(@D)/depth.csv
	bash $(SRC)/code/tools/targets.sh $(@D)/ops.csv $(@D)/calls.csv $(@D)/results.csv \
	  "$$(sed -n 's/.*TMcpt{\(.*\)}/\1/p' $(@D)/machine.tex)" \
	  "$$(awk '/^vendor_id/ {print $$3; exit}' /proc/cpuinfo 2>/dev/null)" \
	  $(@D)/core-both.csv $(@D)/depth.csv > $(@D)/targets.all
	grep -v '^%' $(@D)/targets.all > $(@D)/targets.tex
	{ grep '^%SENTENCE' $(@D)/targets.all | sed 's/^%SENTENCE //'; true; } > $(@D)/targets-sentence.tex
	{ grep '^%CORE ' $(@D)/targets.all | sed 's/^%CORE //'; true; } > $(@D)/corebounds.tex
	{ grep '^%CORESENT' $(@D)/targets.all | sed 's/^%CORESENT //'; true; } \
	  > $(@D)/corebounds-sentence.tex
	bash $(SRC)/code/tools/ossl-speed.sh $(B)/ossl-modules $(@D)
	@touch $@

# One run as one CSV, named by processor, commit and date; committed runs live in
# figures/results and Table "Runs kept in the repository" sets them beside this one.
results: $(B)/timings/stamp ## the run's results as one CSV in build/results
	@mkdir -p $(B)/results
	@f=$(B)/results/$$(bash $(SRC)/code/tools/results.sh name $(B)/timings) && \
	  bash $(SRC)/code/tools/results.sh csv $(B)/timings > $$f && \
	  echo "results: $$f (commit it under figures/results to keep it in the book)"
$(B)/timings/runs.tex: $(B)/timings/stamp $(SRC)/code/tools/results.sh $(wildcard figures/results/*.csv)
	bash $(SRC)/code/tools/results.sh csv $(B)/timings > $(B)/timings/live.csv
	bash $(SRC)/code/tools/results.sh table $(sort $(wildcard figures/results/*.csv)) \
	  $(B)/timings/live.csv > $@.tmp && mv $@.tmp $@

# ---------------------------------------------------------------- book
book: $(B)/fp224.pdf ## build/fp224.pdf
GEN_TEX := $(B)/gen/recode.csv $(B)/gen/layout.tex $(B)/gen/layout-x87.tex $(B)/gen/columns.csv \
           $(B)/gen/opcount.tex $(B)/gen/layouts.tex $(B)/gen/calls.tex $(B)/gen/smcost.tex \
           $(B)/gen/callmacros.tex $(B)/gen/cpus.tex $(B)/gen/cpucost.tex $(B)/gen/version.tex \
           $(B)/gen/steps.tex \
           $(B)/gen/agree-listing.c $(B)/gen/lanes.tex $(B)/gen/evidence.tex \
           $(B)/gen/fp224.3.txt $(B)/gen/fp224.1.txt $(B)/gen/divsteps.tex
# noweave -delay -index, with one more filter: the index lists the identifiers that
# the book declares with @ %def, and no use inside a string (code/tools/nw-uses.awk).
NWLIB = $(shell sed -n 's/^LIB=//p' $$(command -v noweave))
$(B)/book/fp224.tex: $(NW) $(SRC)/code/tools/nw-uses.awk $(B)/deps-book.stamp
	@mkdir -p $(@D)
	$(NWLIB)/markup $(NW) | $(NWLIB)/finduses | awk -f $(SRC)/code/tools/nw-uses.awk \
	  | $(NWLIB)/noidx -delay | $(NWLIB)/totex -delay > $@

# The manual pages as man prints them, for the chapter "Installing and the manual pages".
$(B)/gen/%.txt: $(SRC)/code/doc/% | $(B)/deps-book.stamp
	@mkdir -p $(@D)
	grep -v '^#line ' $< | groff -t -man -Tascii -P-cbou -rLL=84n > $@.tmp && mv $@.tmp $@

# This build's records of its checks, for the book (Appendix "The test runner").
$(B)/gen/evidence.tex: FORCE $(SRC)/code/tools/evidence.sh $(SRC)/code/tools/checks.sh
	@mkdir -p $(@D)
	@bash $(SRC)/code/tools/evidence.sh $(B)/logs $(FP224_BUILD_ID) > $@.tmp
	@cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@

# The title page names the version and the commit, dated by SOURCE_DATE_EPOCH.
.PHONY: FORCE
$(B)/gen/version.tex: FORCE
	@mkdir -p $(@D)
	@{ echo '\newcommand\BookVersion{$(VERSION)}'; \
	   echo "\\newcommand\\BookCommit{$$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$$(git diff --quiet HEAD -- book figures 2>/dev/null || echo +)}"; \
	   echo "\\newcommand\\BookHead{$$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)}"; \
	   echo "\\newcommand\\BookDate{$$(date -u -d @$(SOURCE_DATE_EPOCH) +%Y-%m-%d)}"; } > $@.tmp
	@cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@
# The key agreement of the API chapter, for the preface (without the banner).
$(B)/gen/agree-listing.c: $(NW)
	@mkdir -p $(@D)
	notangle -R'code/examples/agree.c' $(NW) > $@.tmp && mv $@.tmp $@
# The lanes of the vector instances, for the figures.
$(B)/gen/lanes.tex: $(SRC)/code/lib/field-d10x8.h $(SRC)/code/lib/field-d10x4.h
	@mkdir -p $(@D)
	{ echo "\\newcommand\\SMlanes{$$(sed -n 's/^#define FE_LANES \([0-9]*\)$$/\1/p' $<)}"; \
	  echo "\\newcommand\\SMlanesavx{$$(sed -n 's/^#define FE_LANES \([0-9]*\)$$/\1/p' $(word 2,$^))}"; \
	} > $@.tmp && mv $@.tmp $@

# check-arch's summary is typeset when present; the book never runs check-arch.
# Nothing may run past the margin: an overfull box wider than 1 pt fails the build.
$(B)/fp224.pdf: $(B)/book/fp224.tex $(GEN_TEX) $(B)/timings/stamp $(B)/timings/runs.tex book/fp224.bib $(wildcard figures/*) \
                $(SRC)/code/tools/book-print.sh \
                $(wildcard $(B)/logs/check-arch.tex) \
                $(wildcard $(addprefix $(B)/gen/,ctgrind-check.tex ctgrind-leaky.tex dudect.tex fuzz.tex))
	cd $(B)/book && rm -f fp224.aux fp224.bbl fp224.blg fp224.log fp224.toc fp224.out fp224.pdf \
	    fp224.fdb_latexmk fp224.fls \
	  && TEXINPUTS=.:../gen:../timings:../logs:../../figures:../../book: BIBINPUTS=../../book: \
	  latexmk -pdf -silent -Werror -interaction=nonstopmode -halt-on-error -file-line-error fp224.tex
	@awk '/^Overfull \\hbox \(/ { w = $$3; sub(/\(/, "", w); sub(/pt/, "", w); \
	        if (w + 0 > 1) { n++; print "book: " $$0 } } \
	      END { if (n) { print "book: " n " overfull boxes wider than 1pt"; exit 1 } }' $(B)/book/fp224.log
	@# every code line printed as typed (Appendix "The test runner", "The printed code")
	@$(RECORD) book-print $(B)/logs bash $(SRC)/code/tools/book-print.sh $(B)/book/fp224.pdf $(NW)
	cp $(B)/book/fp224.pdf $@
	@echo "book: $@, $$(pdfinfo $@ 2>/dev/null | awk '/^Pages/ {print $$2}') pages, no overfull box"

# ---------------------------------------------------------------- install
# The version and the ABI number are the header's (chapter "The interface"): the
# shared library is libfp224.so.VERSION, with the soname libfp224.so.ABI.
VERSION := $(shell sed -n 's/^\#define FP224_VERSION_STRING "\(.*\)"$$/\1/p' code/include/fp224.h)
ABI     := $(shell sed -n 's/^\#define FP224_ABI \([0-9]*\)$$/\1/p' code/include/fp224.h)
API     := $(shell sed -n 's/^FP224_API .*[ *]\(fp224_[a-z0-9_]*\)[^a-z0-9_].*/\1/p' code/include/fp224.h)
PREFIX     ?= /usr/local
DESTDIR    ?=
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
BINDIR     ?= $(PREFIX)/bin
MANDIR     ?= $(PREFIX)/share/man
DOCDIR     ?= $(PREFIX)/share/doc/fp224
# The provider goes where OpenSSL looks for modules (openssl version -m) when
# PREFIX is OpenSSL's own prefix; elsewhere to LIBDIR/ossl-modules, where a
# program finds it with OPENSSL_MODULES or -provider-path.
OSSL_PREFIX := $(shell pkg-config --variable=prefix libcrypto 2>/dev/null)
OSSL_MODDIR := $(shell pkg-config --variable=modulesdir libcrypto 2>/dev/null)
MODULESDIR ?= $(if $(and $(OSSL_MODDIR),$(filter $(OSSL_PREFIX),$(PREFIX))),$(OSSL_MODDIR),$(LIBDIR)/ossl-modules)
INSTALLED := $(INCLUDEDIR)/fp224.h $(LIBDIR)/libfp224.a $(LIBDIR)/libfp224.so.$(VERSION) \
        $(LIBDIR)/libfp224.so.$(ABI) $(LIBDIR)/libfp224.so $(LIBDIR)/pkgconfig/fp224.pc \
        $(BINDIR)/fp224 $(BINDIR)/fp224-56 $(MANDIR)/man1/fp224.1 $(MANDIR)/man1/fp224-56.1 \
        $(MANDIR)/man3/fp224.3 $(patsubst %,$(MANDIR)/man3/%.3,$(API)) \
        $(DOCDIR)/fp224.pdf $(MODULESDIR)/fp224.so
# What is installed from the export tangle loses its "edit the book" banner.
UNBANNER := awk '/Generated by notangle/ { skip = 1 } skip { if (/file\./) skip = 0; next } 1'
install: lib programs provider ## install under $(DESTDIR)$(PREFIX) (the book too, if built)
	@d="$(DESTDIR)"; \
	install -d "$$d$(INCLUDEDIR)" "$$d$(LIBDIR)/pkgconfig" "$$d$(BINDIR)" "$$d$(MANDIR)/man1" \
	  "$$d$(MANDIR)/man3" "$$d$(MODULESDIR)"; \
	$(UNBANNER) code/include/fp224.h > "$$d$(INCLUDEDIR)/fp224.h"; \
	chmod 644 "$$d$(INCLUDEDIR)/fp224.h"; \
	install -m 644 $(B)/libfp224.a "$$d$(LIBDIR)/libfp224.a"; \
	install -m 755 $(B)/libfp224.so "$$d$(LIBDIR)/libfp224.so.$(VERSION)"; \
	ln -sf libfp224.so.$(VERSION) "$$d$(LIBDIR)/libfp224.so.$(ABI)"; \
	ln -sf libfp224.so.$(ABI) "$$d$(LIBDIR)/libfp224.so"; \
	$(UNBANNER) code/doc/fp224.pc.in | sed -e 's|@PREFIX@|$(PREFIX)|' \
	  -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
	  -e 's|@VERSION@|$(VERSION)|' > "$$d$(LIBDIR)/pkgconfig/fp224.pc"; \
	install -m 755 $(PROGS) "$$d$(BINDIR)/"; \
	$(UNBANNER) code/doc/fp224.1 > "$$d$(MANDIR)/man1/fp224.1"; \
	ln -sf fp224.1 "$$d$(MANDIR)/man1/fp224-56.1"; \
	$(UNBANNER) code/doc/fp224.3 > "$$d$(MANDIR)/man3/fp224.3"; \
	for f in $(API); do ln -sf fp224.3 "$$d$(MANDIR)/man3/$$f.3"; done; \
	install -m 755 $(PROVIDER) "$$d$(MODULESDIR)/fp224.so"; \
	if [ -f $(B)/fp224.pdf ]; then install -d "$$d$(DOCDIR)"; \
	  install -m 644 $(B)/fp224.pdf "$$d$(DOCDIR)/fp224.pdf"; fi; \
	echo "install: under $$d$(PREFIX); the provider in $(MODULESDIR)"

# uninstall removes the files, then every directory they leave empty up to PREFIX.
uninstall: ## remove what install installed, and the directories it leaves empty
	@d="$(DESTDIR)"; for f in $(INSTALLED); do rm -f "$$d$$f"; done; \
	for f in $(INSTALLED); do \
	  dir=$$(dirname "$$d$$f"); \
	  while [ "$${dir#$$d$(PREFIX)/}" != "$$dir" ] && rmdir "$$dir" 2>/dev/null; do \
	    dir=$$(dirname "$$dir"); done; \
	done

install-test: lib programs provider | $(B)/deps-test.stamp
	$(RECORD) install $(B)/logs bash $(SRC)/tests/install.sh $(B)

clean: ## remove build/ (never the committed code/ and tests/)
	rm -rf $(B)
