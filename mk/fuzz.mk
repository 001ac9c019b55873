# SPDX-License-Identifier: MIT
# fp224: fuzzing (included by the Makefile).
# Chapter "Checks beyond examples" and Appendix "The fuzzing harness": the targets fp224
# (tests/fuzz/fuzz.c, against OpenSSL), field (against GMP), provider (against the
# default provider) and, where the build has i52x8, i52 (Chapter "Integer mode"), each
# built twice from the library's sources: with ASan and UBSan in build/fuzz-asan for
# `make fuzz` (FUZZ_SECONDS shared among them), at -O2 with UBSan in build/fuzz-fast
# for `make fuzz-long` (FUZZ_RUNS inputs or FUZZ_LONG_SECONDS
# each; its record, build/fuzz-long.txt, is kept in figures/results).  Runs start
# from the kept corpus tests/fuzz/corpus/TARGET and write to build/fuzz-corpus/TARGET;
# `make fuzz-merge` minimises both into the kept one.  The provider target checks
# for leaks after each input, not at exit (Section "Three targets").
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_RUNS    ?= 10000000
FUZZ_LONG_SECONDS ?= 1800
FUZZ_TARGETS := fp224 field provider $(if $(filter i52x8,$(HOT)),i52)
FUZZ_KEPT    := tests/fuzz/corpus
FUZZ_LIBS_fp224 := -lcrypto -lm
FUZZ_LIBS_field := -lgmp -lm
FUZZ_LIBS_provider := -lcrypto -lm
FUZZ_LIBS_i52 := -lgmp -lm
FUZZ_LEN_fp224 := 85
FUZZ_LEN_field := 242
FUZZ_LEN_provider := 160
FUZZ_LEN_i52 := 163
FLAGS_fuzz-i52 = $(ISA_v4ifma)
FUZZ_OPTS = -max_len=$(FUZZ_LEN_$*) -len_control=0 -print_final_stats=1 \
            -artifact_prefix=$(B)/ $(B)/fuzz-corpus/$* $(wildcard $(FUZZ_KEPT)/$*)
# The two builds differ in their flags alone; an instance adds its own, the table's.
$(B)/fuzz-asan/%: FUZZ_FLAGS := $(CSTD) $(WARN) -O1 -g -fno-omit-frame-pointer \
                                -fsanitize=address,undefined -fno-sanitize-recover=all
$(B)/fuzz-fast/%: FUZZ_FLAGS := $(CSTD) $(WARN) -O2 -g -fsanitize=undefined -fno-sanitize-recover=all
FUZZ_CC_O = $(Q_CC)mkdir -p $(@D) && $(FUZZ_CC) $(LIB_CPPFLAGS) $(FUZZ_FLAGS) $(FLAGS_$*) \
            -fsanitize=fuzzer-no-link -c $< -o $@
FUZZ_LD   = $(Q_CCLD)$(FUZZ_CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(FUZZ_FLAGS) $(FLAGS_fuzz-$*) -DFP224_PROVIDER_VERSION='"$(VERSION)"' \
            -fsanitize=fuzzer $(filter %.c %.o,$^) -o $@ $(FUZZ_LIBS_$*)
$(B)/fuzz-asan/%.o: $(SRC)/code/lib/%.c $(LIB_HDRS)
	$(FUZZ_CC_O)
$(B)/fuzz-fast/%.o: $(SRC)/code/lib/%.c $(LIB_HDRS)
	$(FUZZ_CC_O)
$(B)/fuzz-asan/fuzz-%: $(patsubst code/lib/%.c,$(B)/fuzz-asan/%.o,$(LIB_C)) | $(B)/deps-test.stamp
	$(FUZZ_LD)
$(B)/fuzz-fast/fuzz-%: $(patsubst code/lib/%.c,$(B)/fuzz-fast/%.o,$(LIB_C)) | $(B)/deps-test.stamp
	$(FUZZ_LD)
$(B)/fuzz-asan/fuzz-fp224 $(B)/fuzz-fast/fuzz-fp224: $(SRC)/tests/fuzz/fuzz.c $(SRC)/tests/answers/bn-p224.h
$(B)/fuzz-asan/fuzz-field $(B)/fuzz-fast/fuzz-field: $(SRC)/tests/fuzz/fuzz-field.c
$(B)/fuzz-asan/fuzz-i52 $(B)/fuzz-fast/fuzz-i52: $(SRC)/tests/fuzz/fuzz-i52.c
$(B)/fuzz-asan/fuzz-provider $(B)/fuzz-fast/fuzz-provider: $(SRC)/tests/fuzz/fuzz-provider.c \
  $(SRC)/code/provider/fp224-provider.c

fuzz: $(addprefix fuzz-run-,$(FUZZ_TARGETS)) ## libFuzzer, every target under ASan, FUZZ_SECONDS in all (default 60)
fuzz-run-%: $(B)/fuzz-asan/fuzz-%
	@mkdir -p $(B)/fuzz-corpus/$* $(B)/gen
	$(Q)$(if $(filter provider,$*),ASAN_OPTIONS=leak_check_at_exit=0) \
	FUZZ_TEX=$(B)/gen/fuzz.tex $(RECORD) $(if $(filter fp224,$*),fuzz,fuzz-$*) $(B)/logs $< \
	  -max_total_time=$$(( $(FUZZ_SECONDS) / $(words $(FUZZ_TARGETS)) > 1 ? $(FUZZ_SECONDS) / $(words $(FUZZ_TARGETS)) : 1 )) $(FUZZ_OPTS)
fuzz-long: $(addprefix $(B)/fuzz-fast/fuzz-,$(FUZZ_TARGETS)) $(SRC)/tests/fuzz/fuzz-long.sh ## libFuzzer without ASan, FUZZ_RUNS inputs (default 10^7) on each target
	$(Q)bash $(SRC)/tests/fuzz/fuzz-long.sh $(FUZZ_RUNS) $(FUZZ_LONG_SECONDS) $(B) $(FUZZ_KEPT) \
	  $(foreach t,$(FUZZ_TARGETS),$(t):$(FUZZ_LEN_$(t))) | tee $(B)/fuzz-long.txt
fuzz-merge: $(addprefix $(B)/fuzz-fast/fuzz-,$(FUZZ_TARGETS)) ## minimise the corpora of the runs into tests/fuzz/corpus
	$(Q)$(foreach t,$(FUZZ_TARGETS),mkdir -p $(FUZZ_KEPT)/$(t) $(FUZZ_KEPT)/$(t).new $(B)/fuzz-corpus/$(t) \
	  && $(B)/fuzz-fast/fuzz-$(t) -merge=1 -max_len=$(FUZZ_LEN_$(t)) $(FUZZ_KEPT)/$(t).new \
	     $(FUZZ_KEPT)/$(t) $(B)/fuzz-corpus/$(t) \
	  && rm -rf $(FUZZ_KEPT)/$(t) && mv $(FUZZ_KEPT)/$(t).new $(FUZZ_KEPT)/$(t);)

# The newest record of a long run kept in figures/results, as macros and rows for
# Section "Fuzzing" (nothing when there is none).
FUZZ_RECORD := $(lastword $(sort $(wildcard figures/results/fuzz-*.txt)))
$(B)/gen/fuzzlong.tex: $(FUZZ_RECORD) $(SRC)/code/typeset/fuzz-tex.awk
	$(Q_GEN)mkdir -p $(@D) && if [ -n "$(FUZZ_RECORD)" ]; then awk -f $(SRC)/code/typeset/fuzz-tex.awk $(FUZZ_RECORD); \
	else echo '%% no record of a long run'; fi > $@.tmp && mv $@.tmp $@
