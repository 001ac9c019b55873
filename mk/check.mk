# fp224: the tests.  Included by the top-level Makefile, which sets the flags and the
# directories; `make help` lists the targets.

CHECK_CFLAGS = $(shell pkg-config --cflags check)
CHECK_LIBS   = $(shell pkg-config --libs check)
# The Check suite: the runner and the suites are the roots tests/check-*.c in
# tangle/ROOTS, less the x87 runner (below), with the helpers they share, and
# the headers of tests/ in tangle/ROOTS.
TEST_C  := $(filter-out tests/check-main-x87.c,$(filter tests/check-%.c,$(ROOTS))) \
           tests/testutil.c tests/points.c
TEST_H  := $(filter tests/%.h,$(ROOTS)) code/tools/splitmix64.h
TEST_OBJ := $(patsubst tests/%.c,$(B)/obj/tests/%.o,$(TEST_C))

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

# Checks beyond examples (chapter "Checks beyond examples"); dudect is not part of
# make check (its verdict depends on the machine), and CI runs it by itself (.ci/run).
DUDECT_SECONDS ?= 120
DUDECT_T       ?= 4.5
$(B)/dudect: $(SRC)/tests/dudect.c $(LIBI)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< $(LIBI) -o $@ -lm

dudect: $(B)/dudect ## timing: dudect's t-test, fixed against random scalars on every usable path (DUDECT_SECONDS=120, threshold 4.5)
	@mkdir -p $(B)/gen
	DUDECT_SECONDS=$(DUDECT_SECONDS) DUDECT_T=$(DUDECT_T) DUDECT_TEX=$(B)/gen/dudect.tex \
	  $(RECORD) dudect $(B)/logs $(B)/dudect
# The numbers the chapter reasons with (tests, paths, the chance of a false
# alarm), from the program's own constants; the book needs them before any run.
$(B)/gen/dudect-constants.tex: $(B)/dudect $(MAKEFILE_LIST)
	@mkdir -p $(@D)
	DUDECT_T=$(DUDECT_T) $(B)/dudect constants > $@.tmp
	@mv $@.tmp $@
$(B)/fp224.pdf: $(B)/gen/dudect-constants.tex

cli: $(PROGS)
	$(RECORD) cli $(B)/logs bash $(SRC)/tests/cli.sh $(B)

check: deps lint-web check-tangle guards layout-refuses formula-calls print-refuses inverse check-unit \
       check-x87 cli install-test check-reproducible peers-agree check-provider opcount memcheck memcheck-provider \
       ctgrind ## all tests (Check suite, then under valgrind), then the book with their results
	@echo "check: every test passed; the book again, with this build's results"
	@$(MAKE) --no-print-directory book

guards: $(B)/dev.stamp
	CC="$(CC)" CPPFLAGS="$(ALL_CPPFLAGS)" $(RECORD) guards $(B)/logs \
	  bash $(SRC)/tests/guards.sh $(SRC)/code/lib/instance-d10.c

# The inversion by divsteps against the Fermat chain, with 64-bit and 32-bit words.
INVERSE_WORDS := $(if $(shell echo | $(CC) $(ARCH_CFLAGS) -dM -E - | grep __SIZEOF_INT128__),64) 32
$(B)/inverse-%: $(SRC)/tests/inverse.c $(SRC)/code/lib/inverse.c $(B)/obj/instance-d10.o \
                $(B)/obj/base-table.o | $(B)/deps-test.stamp
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
$(B)/gen/opcount.tex: $(B)/fp224-layout $(SRC)/code/tools/optable.sh $(SRC)/code/lib/instance-d10.c $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	CC="$(CC)" CPPFLAGS="$(ALL_CPPFLAGS)" CFLAGS="$(CSTD) $(OPT)" $(RECORD) opcount $(B)/logs \
	  bash -c 'bash $(SRC)/code/tools/optable.sh --x86 $(B)/fp224-layout $(SRC)/code/lib/instance-d10.c \
	  $(B)/opcount > $@.tmp'
	mv $@.tmp $@

# The checker must be able to fail: the nine-limb binary64 layout is refused.
layout-refuses: $(B)/gen/layouts.tex $(SRC)/tests/layout-refuses.sh
	@$(RECORD) layout-refuses $(B)/logs bash $(SRC)/tests/layout-refuses.sh $(B)/whatif/layout-9-53

# The table of point-formula calls that fp224-layout checks is the code's.
formula-calls: $(B)/fp224-layout $(B)/fp224-calls
	$(RECORD) formula-calls $(B)/logs bash -c '$(B)/fp224-layout formulas | $(B)/fp224-calls formulas -'

# ---------------------------------------------------------------- x87
# The field suites against the x87 long-double instance (x86 hosts only).
# The x87 runner, the field suites and the x87 instance, whole (with the
# table and the inversion its other bodies need).
X87_TEST := tests/check-main-x87.c tests/check-limbs.c tests/check-core.c tests/check-canon.c \
            tests/check-canon-more.c \
            tests/testutil.c
X87_OBJ  := $(patsubst tests/%.c,$(B)/x87/%.o,$(X87_TEST)) $(B)/x87/instance-x87.o \
            $(B)/obj/base-table.o $(B)/obj/inverse.o
X87_DEFS := '-DFP224_TEST_INSTANCE="field-x87.h"'
$(B)/x87/instance-x87.o: $(SRC)/code/lib/instance-x87.c $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -c $< -o $@
$(B)/x87/%.o: $(SRC)/tests/%.c $(addprefix $(SRC)/,$(TEST_H) $(LIB_H)) | $(B)/deps-test.stamp
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(X87_DEFS) $(ALL_CFLAGS) $(CHECK_CFLAGS) -c $< -o $@
$(B)/check-field-x87: $(X87_OBJ)
	$(CC) $(SAN) $(ARCH_LDFLAGS) -o $@ $(X87_OBJ) -lgmp $(CHECK_LIBS) -lm
$(B)/fp224-layout-x87: $(SRC)/code/tools/fp224-layout.c $(addprefix $(SRC)/,$(LIB_H))
	$(CC) $(ALL_CPPFLAGS) -DLAYOUT_INSTANCE='"field-x87.h"' $(ALL_CFLAGS) $< -o $@ -lm
ifneq ($(filter x86_64-% i686-% i386-%,$(HOST_ARCH)),)
check-x87: $(B)/fp224-layout-x87 $(B)/check-field-x87 ## the field suites on the x87 instance
	$(RUN) $(B)/fp224-layout-x87 check
	$(RECORD) check-x87 $(B)/logs $(RUN) $(B)/check-field-x87
else
check-x87:
	@echo "check-x87: not an x86 host; skipped"
endif

# The library depends on its sources alone (chapter "Installing"): built again in
# another folder, with the same compiler and flags, it is the same byte for byte.
.PHONY: check-reproducible
check-reproducible: lib ## the library built in a copy of the sources is byte-identical
	$(RECORD) reproducible $(B)/logs bash $(SRC)/tests/reproducible.sh $(B) \
	  CC="$(CC)" CFLAGS="$(CFLAGS)" CPPFLAGS="$(CPPFLAGS)" LDFLAGS="$(LDFLAGS)" PICK="$(PICK)" \
	  PICK_CC="$(PICK_CC)"
