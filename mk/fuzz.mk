# fp224: fuzzing.  Included by the top-level Makefile, which sets the flags and the
# directories; `make help` lists the targets.

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
FUZZ_MAIN_fp224    := tests/fuzz.c tests/bn-p224.h
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
$(B)/fuzz-$(1)/instance-d10%.o: $(SRC)/code/lib/instance-d10%.c $(addprefix $(SRC)/,$(LIB_H))
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
	$(foreach t,$(FUZZ_TARGETS),mkdir -p $(FUZZ_KEPT)/$(t) $(FUZZ_KEPT)/$(t).new $(B)/fuzz-corpus/$(t) \
	  && $(B)/fuzz-fast/fuzz-$(t) -merge=1 -max_len=$(FUZZ_LEN_$(t)) $(FUZZ_KEPT)/$(t).new \
	     $(FUZZ_KEPT)/$(t) $(B)/fuzz-corpus/$(t) \
	  && rm -rf $(FUZZ_KEPT)/$(t) && mv $(FUZZ_KEPT)/$(t).new $(FUZZ_KEPT)/$(t);)

# The newest record of a long run kept in figures/results, as macros and rows for
# Section "Fuzzing" (nothing when there is none).
FUZZ_RECORD := $(lastword $(sort $(wildcard figures/results/fuzz-*.txt)))
$(B)/fp224.pdf: $(B)/gen/fuzzlong.tex
$(B)/gen/fuzzlong.tex: $(FUZZ_RECORD) $(SRC)/code/tools/fuzz-tex.awk Makefile
	@mkdir -p $(@D)
	@if [ -n "$(FUZZ_RECORD)" ]; then awk -f $(SRC)/code/tools/fuzz-tex.awk $(FUZZ_RECORD); \
	else echo '%% no record of a long run'; fi > $@.tmp && mv $@.tmp $@
