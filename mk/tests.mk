# SPDX-License-Identifier: MIT
# fp224: tests/field, calls, answers, ct, harness and package, here and on other CPUs (included
# by the Makefile).  The checks of `make check`, in order, the book's own (mk/book.mk) among them.
CHECKS := lint-web check-tangle guards layout-refuses formula-calls print-refuses inverse check-unit \
  check-x87 cli install-test check-reproducible peers-agree check-provider opcount memcheck \
  memcheck-provider ctgrind ctgrind-ifma ifma-agree census branches check-readme helgrind i52-bounds \
  i52-bounds-refuses check-numbers check-claims check-budgets
check: deps $(CHECKS) ## all tests (Check suite, then under valgrind), then the book with their results
	@echo "check: every test passed; the book again, with this build's results"
	@$(MAKE) book
# The Check suite: the runner (tests/harness), the suites of field, calls and answers.
CHECK_CFLAGS = $(shell pkg-config --cflags check)
CHECK_LIBS   = $(shell pkg-config --libs check)
TEST_C    := $(filter tests/harness/main.c tests/harness/testutil.c tests/calls/points.c \
               $(addsuffix /check-%.c,tests/field tests/calls tests/answers),$(ROOTS))
TEST_OBJ  := $(patsubst tests/%.c,$(B)/obj/tests/%.o,$(TEST_C))
TEST_HDRS := $(addprefix $(SRC)/,$(filter tests/%.h,$(ROOTS))) $(SPLITMIX) $(LIB_HDRS)
TEST_CC    = $(Q_CC)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(TEST_DEFS) $(ALL_CFLAGS) $(CHECK_CFLAGS) -c $< -o $@
$(B)/obj/tests/%.o: $(SRC)/tests/%.c $(TEST_HDRS) | $(B)/deps-test.stamp ; $(TEST_CC)
# The suite "ifma" where the build has i52x8: its tests with the instance's flags (Chapter "Integer mode").
IFMA_TEST := $(if $(filter i52x8,$(HOT)),-DFP224_IFMA_TEST)
$(B)/obj/tests/field/check-ifma-cpu.o: TEST_DEFS += $(IFMA_TEST)
$(B)/obj/tests/field/check-ifma.o: TEST_DEFS += $(IFMA_TEST) $(if $(IFMA_TEST),$(ISA_v4ifma))
$(B)/check-fp224: $(TEST_OBJ) $(LIBI)
	$(Q_CCLD)$(CC) $(VFLAGS) $(ARCH_LDFLAGS) -o $@ $(TEST_OBJ) $(LIBI) -lcrypto -lgmp $(CHECK_LIBS) -lm
check-unit: $(B)/check-fp224 ; $(Q)$(RECORD) check-unit $(B)/logs $(RUN) $(B)/check-fp224
memcheck: $(B)/check-fp224
	$(Q)CK_FORK=no CK_TIMEOUT_MULTIPLIER=40 FP224_TEST_SCALE=0.1 $(RECORD) memcheck $(B)/logs $(VALGRIND) $(B)/check-fp224
asan: ## the Check suite under AddressSanitizer and UndefinedBehaviorSanitizer
	+$(Q)$(RECORD) asan $(B)/logs $(call VARIANT,asan,VFLAGS='$(ASAN)') check-unit
ASAN := -fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer -fno-sanitize-recover=all
# The field suites on the x87 instance (x86), built as a variant computing on the x87 unit.
X87_TEST := harness/main-x87 field/check-limbs field/check-core field/check-canon field/check-canon-more harness/testutil
X87_OBJ  := $(X87_TEST:%=$(B)/x87/%.o) $(B)/x87/obj/instance-x87.o $(B)/obj/base-table.o $(B)/obj/inverse.o
$(B)/x87/obj/instance-x87.o: FORCE ; +$(Q)$(call VARIANT,x87,VFLAGS=-mfpmath=387) $@
$(B)/x87/%.o: TEST_DEFS := '-DFP224_TEST_INSTANCE="field-x87.h"'
$(B)/x87/%.o: $(SRC)/tests/%.c $(TEST_HDRS) | $(B)/deps-test.stamp ; $(TEST_CC)
$(B)/check-field-x87: $(X87_OBJ) ; $(Q_CCLD)$(CC) $(VFLAGS) $(ARCH_LDFLAGS) -o $@ $(X87_OBJ) -lgmp $(CHECK_LIBS) -lm
$(B)/fp224-layout-x87: $(SRC)/code/proof/fp224-layout.c $(LIB_HDRS)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) -DLAYOUT_INSTANCE='"field-x87.h"' $(ALL_CFLAGS) $< -o $@ -lm
check-x87: $(if $(X86),$(B)/fp224-layout-x87 $(B)/check-field-x87) ## the field suites on the x87 instance
	$(Q)$(if $(X86),$(RUN) $(B)/fp224-layout-x87 check && \
	  $(RECORD) check-x87 $(B)/logs $(RUN) $(B)/check-field-x87,echo "check-x87: not an x86 host; skipped")
$(B)/ctgrind: $(SRC)/tests/ct/ctgrind.c $(LIBI) | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $< $(LIBI) -o $@ -lm
ctgrind: $(B)/ctgrind ## constant time: valgrind with the scalar undefined; leaky copies must be reported
	$(Q)mkdir -p $(B)/gen && $(RECORD) ctgrind $(B)/logs bash -c 'valgrind -q --error-exitcode=99 $(B)/ctgrind check \
	  $(B)/gen/ctgrind-check.tex && valgrind -q --log-file=$(B)/ctgrind-leaky.log \
	  $(B)/ctgrind leaky $(B)/gen/ctgrind-leaky.tex'
# Constant time of the integer instances (chapter "Checks beyond examples"): ctgrind on a variant
# with IFMA in C, the emulation against the instruction, the census of instructions, the branches;
# each refuses a fault tests/ct/plant.sh plants in $(CT)/plant/KIND, or KIND-emu (IFMA in C).
CT       := $(B)/ct-ifma
CT_I52   := $(filter i52x8,$(HOT))
CT_REAL   = $(ALL_CFLAGS) $(ISA_v4ifma)
CT_EMU    = $(ALL_CFLAGS) $(ISA_v3) -Wno-psabi -DFP224_IFMA_EMULATE
CT_AVX   := $(patsubst %,$(B)/obj/instance-%.o,$(filter i52x4 i52x8 d10x4v4 d10x8,$(HOT)))
CT_ALL   := $(patsubst %,$(B)/obj/instance-%.o,$(INSTANCES)) $(B)/obj/inverse.o
CT_RUN    = bash $(SRC)/tests/ct/$(1).sh $(SRC)/tests/ct/$(1).list
REFUSES   = bash $(SRC)/tests/ct/refuses.sh
CT_OBJ   := $(CT)/obj/fp224.o $(CT)/obj/instance-i52x4.o $(CT)/obj/instance-i52x8.o
$(CT_OBJ) &: FORCE
	+$(Q)$(call VARIANT,ct-ifma,VFLAGS=-DFP224_IFMA_EMULATE 'FLAGS_instance-i52x4=$(ISA_v3) -Wno-psabi' \
	  'FLAGS_instance-i52x8=$(ISA_v3) -Wno-psabi') $(CT_OBJ)
$(CT)/plant/%.c: $(SRC)/tests/ct/plant.sh $(LIB_HDRS)
	$(Q_GEN)bash $< $(firstword $(subst -, ,$(notdir $(*D)))) $(SRC)/code/lib $(@D)
.PRECIOUS: $(CT)/plant/%.c $(CT)/plant/%.o $(B)/fuzz-%/libfp224-internal.a
$(CT)/plant/%.o: $(CT)/plant/%.c
	$(Q_CC)$(CC) $(LIB_CPPFLAGS) $(if $(filter %-emu,$(*D)),$(CT_EMU),$(CT_REAL)) -c $< -o $@
$(CT)/ctgrind.o: $(SRC)/tests/ct/ctgrind.c $(LIB_HDRS) | $(B)/deps-test.stamp
	$(Q_CC)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) -DFP224_IFMA_EMULATE $(ALL_CFLAGS) -c $< -o $@
$(CT)/ctgrind: $(CT)/ctgrind.o $(CT_OBJ) $(LIBI) ; $(Q_CCLD)$(CC) $(ALL_CFLAGS) $^ -o $@ -lm
$(CT)/ctgrind-%: $(CT)/ctgrind.o $(CT)/obj/fp224.o $(CT)/plant/%-emu/instance-i52x4.o \
                 $(CT)/plant/%-emu/instance-i52x8.o $(LIBI)
	$(Q_CCLD)$(CC) $(ALL_CFLAGS) $^ -o $@ -lm
ctgrind-ifma: $(if $(CT_I52),$(CT)/ctgrind $(CT)/ctgrind-branch $(CT)/ctgrind-index) ## constant time of the integer instances under valgrind, IFMA emulated; planted faults must be reported
	$(Q)$(if $(CT_I52),mkdir -p $(B)/gen && $(RECORD) ctgrind-ifma $(B)/logs bash -c 'valgrind -q \
	  --error-exitcode=99 $(CT)/ctgrind integer $(B)/gen/ctgrind-ifma.tex && for k in branch index; do \
	  valgrind -q --log-file=$(CT)/planted-$$k.log $(CT)/ctgrind-$$k planted-$$k $(B)/gen/ctgrind-$$k.tex \
	  || exit 1; done',echo "ctgrind-ifma: no integer instance in this build; skipped")
$(CT)/agree-%.o: $(SRC)/tests/ct/ifma-agree.c $(SPLITMIX) $(LIB_HDRS) | $(B)/deps-test.stamp
	$(Q_CC)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) $(TOOLS_I) -DIA_LANES=$* $(CT_EMU) -c $< -o $@
$(CT)/ifma-agree: $(CT)/agree-4.o $(CT)/agree-8.o $(LIBI) ; $(Q_CCLD)$(CC) $(ALL_CFLAGS) $^ -o $@ -lm
ifma-agree: $(if $(CT_I52),$(CT)/ifma-agree) ## the emulation of IFMA against the instruction
	$(Q)$(if $(CT_I52),if $(CT)/ifma-agree --probe; then $(RECORD) ifma-agree $(B)/logs $(CT)/ifma-agree; \
	  else echo "ifma-agree: this processor has no AVX-512 IFMA; skipped"; fi,echo "ifma-agree: no \
	  integer instance in this build; skipped")
# `make` writes the book's tables of the census and of the branches; `make check` checks them.
CT_TABLE  = $(Q_GEN)mkdir -p $(@D) $(B)/logs && $(if $(CT_I52),$(call CT_RUN,$(1)) $@ $(2) \
            > $(B)/logs/$(1)-table.txt 2>&1 || { cat $(B)/logs/$(1)-table.txt; exit 1; },echo '$(3)' > $@)
$(B)/gen/census.tex: $(CT_AVX) $(SRC)/tests/ct/census.sh $(SRC)/tests/ct/census.list $(SRC)/tangle.stamp
	$(call CT_TABLE,census,$(CT_AVX),\newcommand\CNnone{})
$(B)/gen/branches.tex: $(CT_ALL) $(SRC)/tests/ct/branches.sh $(SRC)/tests/ct/branches.list $(SRC)/tangle.stamp
	$(call CT_TABLE,branches,$(CT_ALL),\newcommand\BRnone{})
census: $(B)/gen/census.tex $(if $(CT_I52),$(CT)/plant/divide/instance-i52x8.o) $(SRC)/tests/ct/refuses.sh ## the instructions of the AVX-512 instances against their classification
	$(Q)$(if $(CT_I52),$(RECORD) census $(B)/logs bash -c '$(call CT_RUN,census) "" \
	  $(CT_AVX) && $(REFUSES) census "a division by a secret limb" "^census: div " $(call CT_RUN,census) "" \
	  $(filter-out %-i52x8.o,$(CT_AVX)) $(CT)/plant/divide/instance-i52x8.o && $(REFUSES) census \
	  "entries that no instruction meets" "in none of the objects" $(call CT_RUN,census) "" \
	  $(filter %-d10x4v4.o %-d10x8.o,$(CT_AVX))',echo "census: no integer instance in this build; skipped")
branches: $(B)/gen/branches.tex $(if $(CT_I52),$(CT)/plant/branch/instance-i52x8.o) $(SRC)/tests/ct/refuses.sh ## the branches of every instance object against their list
	$(Q)$(if $(CT_I52),$(RECORD) branches $(B)/logs bash -c '$(call CT_RUN,branches) "" \
	  $(CT_ALL) && $(REFUSES) branches "a branch on a secret limb" "in i52x8: [0-9]+ branches" \
	  $(call CT_RUN,branches) "" $(filter-out %-i52x8.o,$(CT_ALL)) $(CT)/plant/branch/instance-i52x8.o && \
	  $(REFUSES) branches "counts that no object meets" "in none of the objects" $(call CT_RUN,branches) \
	  "" $(filter-out %/inverse.o,$(CT_ALL))',echo "branches: no integer instance in this build; skipped")
$(B)/peers-agree: $(SRC)/tests/answers/peers-agree.c $(SRC)/code/bench/speed-peers.c \
                  $(SRC)/code/bench/speed-peers.h $(SPLITMIX) $(LIBI) | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(ALL_CFLAGS) $(filter %.c,$^) $(LIBI) $(PEER_LIBS) -o $@
peers-agree: $(B)/peers-agree ; $(Q)$(RECORD) peers-agree $(B)/logs $(B)/peers-agree
cli: $(PROGS) ; $(Q)$(RECORD) cli $(B)/logs bash $(SRC)/tests/calls/cli.sh $(B)
guards:
	$(Q)CC="$(CC)" CPPFLAGS="$(LIB_CPPFLAGS)" $(RECORD) guards $(B)/logs bash $(SRC)/tests/field/guards.sh $(SRC)/code/lib/field-d10.h
INVERSE_WORDS := $(if $(filter __SIZEOF_INT128__,$(CC_MACROS)),64) 32
$(B)/inverse-%: $(SRC)/tests/field/inverse.c $(SRC)/code/lib/inverse.c $(B)/obj/instance-d10.o \
                $(B)/obj/base-table.o $(SPLITMIX) | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(ALL_CFLAGS) -DINVERSE_WORD=$* $(filter %.c %.o,$^) -o $@ -lm
inverse: $(patsubst %,$(B)/inverse-%,$(INVERSE_WORDS))
	$(Q)for w in $(INVERSE_WORDS); do $(RECORD) inverse-$$w $(B)/logs $(RUN) $(B)/inverse-$$w; done
# dudect (chapter "Checks beyond examples") is not in make check: its verdict depends on the machine.
DUDECT_SECONDS ?= 120
DUDECT_T       ?= 4.5
$(B)/dudect: $(SRC)/tests/ct/dudect.c $(SPLITMIX) $(LIBI)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(ALL_CFLAGS) $< $(LIBI) -o $@ -lm
dudect: $(B)/dudect ## timing: dudect's t-test, fixed against random scalars on every usable path (DUDECT_SECONDS=120, threshold 4.5)
	$(Q)mkdir -p $(B)/gen && DUDECT_SECONDS=$(DUDECT_SECONDS) DUDECT_T=$(DUDECT_T) DUDECT_TEX=$(B)/gen/dudect.tex \
	  $(RECORD) dudect $(B)/logs $(B)/dudect
$(B)/gen/dudect-constants.tex: $(B)/dudect mk/tests.mk
	$(Q_GEN)mkdir -p $(@D) && DUDECT_T=$(DUDECT_T) $(B)/dudect constants > $@
# Checks that must be able to fail: the printed code's, the layouts' (nine limbs of binary64).
print-refuses: | $(B)/deps-book.stamp
	$(Q)$(RECORD) print-refuses $(B)/logs bash $(SRC)/tests/book/print-refuses.sh $(SRC)/code/typeset
layout-refuses: $(B)/gen/layouts.tex $(SRC)/tests/book/layout-refuses.sh
	$(Q)$(RECORD) layout-refuses $(B)/logs bash $(SRC)/tests/book/layout-refuses.sh $(B)/whatif/layout-9-53
i52-bounds-refuses: $(B)/fp224-i52-bounds $(SRC)/tests/book/i52-bounds-refuses.sh
	$(Q)$(RECORD) i52-bounds-refuses $(B)/logs bash $(SRC)/tests/book/i52-bounds-refuses.sh $(B)/fp224-i52-bounds
formula-calls: $(B)/fp224-layout $(B)/fp224-calls
	$(Q)$(RECORD) formula-calls $(B)/logs bash -c '$(B)/fp224-layout formulas | $(B)/fp224-calls formulas -'
opcount: $(B)/gen/opcount.tex ## check the op-count table against the object code
$(B)/gen/opcount.tex: $(B)/fp224-layout $(SRC)/code/bench/optable.sh $(SRC)/code/lib/instance-d10.c $(LIB_HDRS)
	$(Q)mkdir -p $(@D) && CC="$(CC)" CPPFLAGS="$(LIB_CPPFLAGS)" CFLAGS="$(CSTD) $(OPT)" \
	  $(RECORD) opcount $(B)/logs bash -c 'bash $(SRC)/code/bench/optable.sh --x86 $(B)/fp224-layout \
	  $(SRC)/code/lib/instance-d10.c $(B)/opcount > $@.tmp' && mv $@.tmp $@
# The library built again in another folder is the same byte for byte (chapter "Installing").
check-reproducible: lib ## the library built in a copy of the sources is byte-identical
	$(Q)$(RECORD) reproducible $(B)/logs bash $(SRC)/tests/package/reproducible.sh $(B) CC="$(CC)" \
	  CFLAGS="$(CFLAGS)" CPPFLAGS="$(CPPFLAGS)" LDFLAGS="$(LDFLAGS)"
deps-arch: $(B)/deps.stamp $(SRC)/tests/package/arch-deps.sh ## cross toolchains, qemu-user, each target's test libraries
	$(Q)bash $(SRC)/tests/package/arch-deps.sh $(B)/arch
check-arch: deps-arch $(SRC)/tests/package/arch.sh ## the Check suite on eight CPUs (x86, x87, ARM, POWER, RISC-V)
	$(Q)$(RECORD) check-arch $(B)/logs bash $(SRC)/tests/package/arch.sh $(B)
