# SPDX-License-Identifier: MIT
# fp224: the timing run and the kept results (included by the Makefile).
# fp224-speed links copies of the field code (code/bench/speed-field.c, which sets
# each copy's knobs): for x86-64, and with the table's flags of x86-64-v3 and -v4
# (d10@v3, d10@v4), two more of v4, the former schedule and the rounds alone, and
# the vector instances d10x4v4, d10x8 and i52x8 in their lanes (v4x4, v4x8, i52x8).
ifneq ($(X86_64),)
SPEED_VARIANTS := $(B)/speed/base.o $(B)/speed/v3.o $(B)/speed/v4.o $(B)/speed/v4chain.o \
  $(B)/speed/v4rounds.o $(B)/speed/v4x4.o $(B)/speed/v4x8.o $(B)/speed/i52x4.o \
  $(B)/speed/i52x8.o
SPEED_DEFS := -DFP224_SPEED_VARIANTS
endif
$(B)/speed/base.o: SPEED_FLAGS := -ffp-contract=off
$(B)/speed/v3.o: SPEED_FLAGS := $(ISA_v3)
$(B)/speed/v4x4.o $(B)/speed/v4x8.o: SPEED_FLAGS := $(ISA_v4)
# the scalar copies in 256-bit vectors at most (Appendix "The measuring programs")
$(B)/speed/v4.o $(B)/speed/v4chain.o $(B)/speed/v4rounds.o: \
  SPEED_FLAGS := $(ISA_v4) -mprefer-vector-width=256
$(B)/speed/i52x4.o $(B)/speed/i52x8.o: SPEED_FLAGS := $(ISA_v4ifma)
$(B)/speed/%.o: $(SRC)/code/bench/speed-field.c $(SRC)/code/bench/columns-chain.h $(LIB_HDRS)
	$(Q_CC)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) -I$(SRC)/code/bench -DSPEED_VARIANT=$* \
	  $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) $(SPEED_FLAGS) -c $< -o $@
PEER_LIBS = $(shell pkg-config --libs libcrypto hogweed nettle libgcrypt) -lgmp -lm
$(B)/fp224-speed: $(SRC)/code/bench/fp224-speed.c $(SRC)/code/bench/speed-peers.c $(SRC)/code/bench/speed-peers.h \
                  $(SPEED_VARIANTS) $(LIBI) | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(SPEED_DEFS) $(ALL_CFLAGS) $(filter %.c %.o,$^) $(LIBI) \
	  $(PEER_LIBS) -o $@
timings: $(B)/timings/stamp ## run fp224-speed and the operation and call tables
# The run (Appendix "The measuring programs", "The timing run"); on x86-64 it
# measures the compilers of the hot instances too, for the book (mk/pick.mk).
$(B)/timings/stamp: $(B)/fp224-speed $(B)/fp224-calls $(B)/fp224-layout $(B)/fp224-layout-x87 \
                    $(PROVIDER) $(SRC)/code/bench/ossl-speed.sh $(SRC)/code/bench/timings.sh \
                    $(SRC)/code/lib/instance-x87.c $(SRC)/code/bench/optable.sh \
                    $(SRC)/code/bench/targets.sh $(SRC)/code/bench/ports.sh \
                    $(SRC)/code/bench/ports-kernel.c $(if $(HOT),$(B)/pick/choice.txt) \
                    | $(B)/deps-test.stamp $(B)/deps-cross.stamp
	$(Q)CC="$(CC)" CPPFLAGS="$(LIB_CPPFLAGS)" CFLAGS="$(HOT_FLAGS)" \
	  bash $(SRC)/code/bench/timings.sh $(B) $(SRC) "$(if $(HOT),$(B)/pick)"
	@touch $@

# One run as one CSV, named by processor, commit and date; committed runs live in
# figures/results and Table "Runs kept in the repository" sets them beside this one.
results: $(B)/timings/stamp ## the run's results as one CSV in build/results
	@mkdir -p $(B)/results
	@f=$(B)/results/$$(bash $(SRC)/code/bench/results.sh name $(B)/timings) && \
	  bash $(SRC)/code/bench/results.sh csv $(B)/timings > $$f && \
	  echo "results: $$f (commit it under figures/results to keep it in the book)"
KEPT_RUNS := $(sort $(wildcard figures/results/*.csv))
$(B)/timings/live.csv: $(B)/timings/stamp $(SRC)/code/bench/results.sh
	$(Q_GEN)bash $(SRC)/code/bench/results.sh csv $(B)/timings > $@.tmp && mv $@.tmp $@
$(B)/timings/runs.tex: $(B)/timings/live.csv $(SRC)/code/bench/results.sh $(KEPT_RUNS)
	$(Q_GEN)bash $(SRC)/code/bench/results.sh table $(KEPT_RUNS) $< > $@.tmp && mv $@.tmp $@
# Which path runs where (chapter "Every CPU"): the table and the sentences of the story.
$(B)/timings/story.tex: $(SRC)/code/bench/story.py $(B)/gen/paths.csv $(B)/timings/live.csv \
                        $(KEPT_RUNS)
	$(Q_GEN)python3 $< $(B)/gen/paths.csv $(B)/timings/live.csv $(@D) $(KEPT_RUNS)
