# fp224: the timing run and the kept results.  Included by the top-level Makefile, which
# sets the flags and the directories; `make help` lists the targets.

# fp224-speed links three copies of the field code, compiled for three x86-64 levels,
# and two more for x86-64-v4: the former schedule (the chain of low carries, one chain
# per column sum) and the rounds alone, to time what the rounds and the split sums bought.
# Each is code/bench/speed-field.c, named here and given its instruction set; the file
# sets the copy's knobs.
ifneq ($(filter x86_64-%,$(HOST_ARCH)),)
SPEED_VARIANTS := $(B)/speed/base.o $(B)/speed/v3.o $(B)/speed/v4.o $(B)/speed/v4chain.o \
  $(B)/speed/v4rounds.o
SPEED_DEFS := -DFP224_SPEED_VARIANTS
endif
$(B)/speed/base.o: FLAGS := -ffp-contract=off
$(B)/speed/v3.o: FLAGS := -march=x86-64-v3 -ffp-contract=fast
$(B)/speed/v4.o: FLAGS := -march=x86-64-v4 -ffp-contract=fast
$(B)/speed/v4chain.o: FLAGS := -march=x86-64-v4 -ffp-contract=fast
$(B)/speed/v4rounds.o: FLAGS := -march=x86-64-v4 -ffp-contract=fast
$(B)/speed/%.o: $(SRC)/code/bench/speed-field.c $(SRC)/code/bench/columns-chain.h \
                $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -DSPEED_VARIANT=$* $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) $(FLAGS) -c $< -o $@
PEER_LIBS = $(shell pkg-config --libs libcrypto hogweed nettle libgcrypt) -lgmp -lm
$(B)/fp224-speed: $(SRC)/code/bench/fp224-speed.c $(SRC)/code/bench/speed-peers.c $(SRC)/code/bench/speed-peers.h \
                  $(SPEED_VARIANTS) $(LIBI) | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(SPEED_DEFS) $(ALL_CFLAGS) $(SRC)/code/bench/fp224-speed.c $(SRC)/code/bench/speed-peers.c \
	  $(SPEED_VARIANTS) $(LIBI) $(PEER_LIBS) -o $@

timings: $(B)/timings/stamp ## run fp224-speed and the operation and call tables
# The run (Appendix "The measuring programs", "The timing run"); on x86-64 it
# measures the compilers of the hot instances too, for the book (mk/lib.mk).
$(B)/timings/stamp: $(B)/fp224-speed $(B)/fp224-calls $(B)/fp224-layout $(B)/fp224-layout-x87 \
                    $(PROVIDER) $(SRC)/code/tools/ossl-speed.sh $(SRC)/code/tools/timings.sh \
                    $(SRC)/code/lib/instance-x87.c $(SRC)/code/tools/optable.sh \
                    $(SRC)/code/tools/targets.sh $(if $(HOT),$(B)/pick/choice.txt) \
                    | $(B)/deps-test.stamp $(B)/deps-cross.stamp
	CC="$(CC)" CPPFLAGS="$(ALL_CPPFLAGS)" \
	  bash $(SRC)/code/tools/timings.sh $(B) $(SRC) "$(if $(HOT),$(B)/pick)"
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
