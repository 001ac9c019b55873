# SPDX-License-Identifier: MIT
# fp224: tests/fuzz (included by the Makefile; Appendix "The fuzzing harness").  Each target is
# built as two variants: ASan and UBSan for `make fuzz` (FUZZ_SECONDS in all), -O2 with UBSan for
# `make fuzz-long` (FUZZ_RUNS inputs each).  Runs start from the kept corpus tests/fuzz/corpus.
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_RUNS    ?= 10000000
FUZZ_LONG_SECONDS ?= 1800
FUZZ_TARGETS := fp224 field provider $(if $(filter i52x8,$(HOT)),i52)
FUZZ_KEPT    := tests/fuzz/corpus
# Each target's longest input and its peer's library.
FUZZ_TABLE := fp224:85:crypto field:242:gmp provider:160:crypto i52:163:gmp
FUZZ_ROW    = $(word $(2),$(subst :, ,$(filter $(1):%,$(FUZZ_TABLE))))
FLAGS_fuzz-i52 = $(ISA_v4ifma)
FUZZ_OPTS = -max_len=$(call FUZZ_ROW,$*,2) -len_control=0 -print_final_stats=1 -artifact_prefix=$(B)/ \
  $(B)/fuzz-corpus/$* $(wildcard $(FUZZ_KEPT)/$*)
FUZZ_asan := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_fast := -O2 -g -fsanitize=undefined -fno-sanitize-recover=all
$(B)/fuzz-%/libfp224-internal.a: FORCE
	+$(Q)$(call VARIANT,fuzz-$*,CC=$(FUZZ_CC) VFLAGS='$(FUZZ_$*) -fsanitize=fuzzer-no-link') $@
$(B)/fuzz-asan/fuzz-%: FV := asan
$(B)/fuzz-fast/fuzz-%: FV := fast
$(B)/fuzz-asan/fuzz-%: $(B)/fuzz-asan/libfp224-internal.a | $(B)/deps-test.stamp ; $(FUZZ_LD)
$(B)/fuzz-fast/fuzz-%: $(B)/fuzz-fast/libfp224-internal.a | $(B)/deps-test.stamp ; $(FUZZ_LD)
FUZZ_LD = $(Q_CCLD)$(FUZZ_CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(CFLAGS) $(CSTD) $(FUZZ_$(FV)) $(FLAGS_fuzz-$*) \
  $(PROVIDER_DEFS) -fsanitize=fuzzer $(filter %.c,$^) $(B)/fuzz-$(FV)/libfp224-internal.a -o $@ \
  -l$(call FUZZ_ROW,$*,3) -lm
$(B)/fuzz-asan/fuzz-fp224 $(B)/fuzz-fast/fuzz-fp224: $(SRC)/tests/fuzz/fuzz.c $(SRC)/tests/answers/bn-p224.h
$(B)/fuzz-asan/fuzz-field $(B)/fuzz-fast/fuzz-field: $(SRC)/tests/fuzz/fuzz-field.c
$(B)/fuzz-asan/fuzz-i52 $(B)/fuzz-fast/fuzz-i52: $(SRC)/tests/fuzz/fuzz-i52.c
$(B)/fuzz-asan/fuzz-provider $(B)/fuzz-fast/fuzz-provider: $(SRC)/tests/fuzz/fuzz-provider.c \
  $(SRC)/code/provider/fp224-provider.c
# The provider target checks for leaks after each input, not at exit (Section "Three targets").
fuzz: $(addprefix fuzz-run-,$(FUZZ_TARGETS)) ## libFuzzer, every target under ASan, FUZZ_SECONDS in all (default 60)
fuzz-run-%: $(B)/fuzz-asan/fuzz-%
	@mkdir -p $(B)/fuzz-corpus/$* $(B)/gen
	$(Q)$(if $(filter provider,$*),ASAN_OPTIONS=leak_check_at_exit=0) \
	FUZZ_TEX=$(B)/gen/fuzz.tex $(RECORD) $(if $(filter fp224,$*),fuzz,fuzz-$*) $(B)/logs $< \
	  -max_total_time=$$(( $(FUZZ_SECONDS) / $(words $(FUZZ_TARGETS)) > 1 ? $(FUZZ_SECONDS) / $(words $(FUZZ_TARGETS)) : 1 )) $(FUZZ_OPTS)
fuzz-long: $(addprefix $(B)/fuzz-fast/fuzz-,$(FUZZ_TARGETS)) $(SRC)/tests/fuzz/fuzz-long.sh ## libFuzzer without ASan, FUZZ_RUNS inputs (default 10^7) on each target
	$(Q)bash $(SRC)/tests/fuzz/fuzz-long.sh $(FUZZ_RUNS) $(FUZZ_LONG_SECONDS) $(B) $(FUZZ_KEPT) \
	  $(foreach t,$(FUZZ_TARGETS),$(t):$(call FUZZ_ROW,$(t),2)) | tee $(B)/fuzz-long.txt
fuzz-merge: $(addprefix $(B)/fuzz-fast/fuzz-,$(FUZZ_TARGETS)) ## minimise the corpora of the runs into tests/fuzz/corpus
	$(Q)$(foreach t,$(FUZZ_TARGETS),mkdir -p $(FUZZ_KEPT)/$(t) $(FUZZ_KEPT)/$(t).new $(B)/fuzz-corpus/$(t) \
	  && $(B)/fuzz-fast/fuzz-$(t) -merge=1 -max_len=$(call FUZZ_ROW,$(t),2) $(FUZZ_KEPT)/$(t).new \
	     $(FUZZ_KEPT)/$(t) $(B)/fuzz-corpus/$(t) \
	  && rm -rf $(FUZZ_KEPT)/$(t) && mv $(FUZZ_KEPT)/$(t).new $(FUZZ_KEPT)/$(t);)
FUZZ_RECORD := $(lastword $(sort $(wildcard figures/results/fuzz-*.txt)))
$(B)/gen/fuzzlong.tex: $(FUZZ_RECORD) $(SRC)/code/typeset/fuzz-tex.awk
	$(Q_GEN)mkdir -p $(@D) && if [ -n "$(FUZZ_RECORD)" ]; then awk -f $(SRC)/code/typeset/fuzz-tex.awk $(FUZZ_RECORD); \
	else echo '%% no record of a long run'; fi > $@.tmp && mv $@.tmp $@
