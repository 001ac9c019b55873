# SPDX-License-Identifier: MIT
# fp224: code/bench, the timing run and the compiler measurement (included by the Makefile).
# fp224-speed links copies of the field code with their knobs and flags (code/bench/speed-field.c).
SPEED_VARIANTS := $(if $(X86_64),$(patsubst %,$(B)/speed/%.o,base v3 v4 v4chain v4rounds v4x4 v4x8 i52x4 i52x8))
SPEED_DEFS := $(if $(X86_64),-DFP224_SPEED_VARIANTS)
$(B)/speed/v3.o: SPEED_FLAGS := $(ISA_v3)
$(B)/speed/v4x4.o $(B)/speed/v4x8.o: SPEED_FLAGS := $(ISA_v4)
$(B)/speed/v4.o $(B)/speed/v4chain.o $(B)/speed/v4rounds.o: SPEED_FLAGS := $(ISA_v4) -mprefer-vector-width=256
$(B)/speed/i52x%.o: SPEED_FLAGS = $(FLAGS_instance-$*)
$(B)/speed/%.o: $(SRC)/code/bench/speed-field.c $(SRC)/code/bench/columns-chain.h $(LIB_HDRS)
	$(Q_CC)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) -I$(SRC)/code/bench -DSPEED_VARIANT=$* \
	  $(ALL_CFLAGS) $(SPEED_FLAGS) -c $< -o $@
PEER_LIBS = $(shell pkg-config --libs libcrypto hogweed nettle libgcrypt) -lgmp -lm
$(B)/fp224-speed: $(SRC)/code/bench/fp224-speed.c $(SRC)/code/bench/speed-peers.c $(SRC)/code/bench/speed-peers.h \
                  $(SPLITMIX) $(SPEED_VARIANTS) $(LIBI) | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(SPEED_DEFS) $(ALL_CFLAGS) $(filter %.c %.o,$^) $(LIBI) $(PEER_LIBS) -o $@
timings: $(B)/timings/stamp ## run fp224-speed and the operation and call tables
# The run (Appendix "The timing run"), with the compiler measurement where `make pick` made one.
$(B)/timings/stamp: $(B)/fp224-speed $(B)/fp224-calls $(B)/fp224-layout $(B)/fp224-layout-x87 $(PROVIDER) \
  $(addprefix $(SRC)/code/bench/,ossl-speed.sh timings.sh optable.sh targets.sh ports.sh ports-kernel.c) \
  $(SRC)/code/lib/instance-x87.c | $(B)/deps-test.stamp $(B)/deps-cross.stamp
	$(Q)CC="$(CC)" CPPFLAGS="$(LIB_CPPFLAGS)" CFLAGS="$(ALL_CFLAGS)" \
	  bash $(SRC)/code/bench/timings.sh $(B) $(SRC) "$(if $(HOT),$(B)/pick)"
	@touch $@
results: $(B)/timings/stamp ## the run's results as one CSV in build/results
	@mkdir -p $(B)/results && f=$(B)/results/$$(bash $(SRC)/code/bench/results.sh name $(B)/timings) && \
	  bash $(SRC)/code/bench/results.sh csv $(B)/timings > $$f && echo "results: $$f (commit it under figures/results to keep it in the book)"
KEPT_RUNS := $(sort $(wildcard figures/results/*.csv))
$(B)/timings/live.csv: $(B)/timings/stamp $(SRC)/code/bench/results.sh
	$(Q_GEN)bash $(SRC)/code/bench/results.sh csv $(B)/timings > $@.tmp && mv $@.tmp $@
$(B)/timings/runs.tex: $(B)/timings/live.csv $(SRC)/code/bench/results.sh $(KEPT_RUNS)
	$(Q_GEN)bash $(SRC)/code/bench/results.sh table $(KEPT_RUNS) $< > $@.tmp && mv $@.tmp $@
# Which path runs where (chapter "Every CPU"): the table and the sentences of the story.
$(B)/timings/story.tex: $(SRC)/code/bench/story.py $(B)/gen/paths.csv $(B)/timings/live.csv $(KEPT_RUNS)
	$(Q_GEN)python3 $< $(B)/gen/paths.csv $(B)/timings/live.csv $(@D) $(KEPT_RUNS)
# The library is built by $(CC) alone; `make pick` builds the hot instances with PICK_CC too, as a
# variant, and times the two sets in fp224-pick (chapter "Timing": about 8 s, so not in `make`).
PICK_CC ?= clang
PICK_OBJ = $(patsubst code/lib/%.c,$(B)/obj/%.o,$(filter-out $(HOT:%=code/lib/instance-%.c),$(LIB_C)))
PICK_ALT := $(HOT:%=$(B)/pick-alt/obj/instance-%.o)
$(B)/pick/fp224-pick-cc: $(HOT:%=$(B)/obj/instance-%.o)
$(B)/pick/fp224-pick-alt: $(PICK_ALT)
$(PICK_ALT) &: FORCE ; +$(Q)$(call VARIANT,pick-alt,CC=$(PICK_CC)) $(PICK_ALT)
$(B)/pick/fp224-pick-%: $(SRC)/code/bench/fp224-pick.c $(PICK_OBJ)
	$(Q_CCLD)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(filter %.c %.o,$^) -lm -o $@
pick: $(B)/pick/fp224-pick-cc $(B)/pick/fp224-pick-alt ## time the hot instances built by CC and by PICK_CC
	$(Q)bash $(SRC)/code/bench/pick.sh $(B)/pick "$(HOT)" $^
	@echo "pick: faster: $$(awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $$1, $$2 }' $(B)/pick/choice.txt)"
