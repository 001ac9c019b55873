# SPDX-License-Identifier: MIT
# fp224: code/proof, the programs that prove and count for the book (included by the Makefile).
# The counted build, a variant without hot instances whose core functions count their calls.
COUNT := -DFE_COUNT
$(B)/count/libfp224-internal.a: FORCE ; +$(Q)$(call VARIANT,count,VFLAGS=$(COUNT) $(INSTANCES:%=FLAGS_instance-%=)) $@
$(B)/fp224-calls: $(SRC)/code/bench/fp224-calls.c $(B)/count/libfp224-internal.a
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(COUNT) $(ALL_CFLAGS) $^ -o $@ -lm
# The steps of the single calls in four lanes (d10x4) against the serial calls.
$(B)/fp224-steps: $(SRC)/code/bench/fp224-steps.c $(LIB_HDRS) $(B)/count/libfp224-internal.a
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(COUNT) $(ALL_CFLAGS) $(FLAGS_instance-d10x4) $(filter %.c %.a,$^) -o $@ -lm
$(B)/gen/steps.tex: $(B)/fp224-calls $(if $(HOT),$(B)/fp224-steps)
	$(Q_GEN)mkdir -p $(@D) && { $< serial; $(if $(HOT),$(B)/fp224-steps;) } > $@.tmp && mv $@.tmp $@
$(B)/fp224-layout: $(SRC)/code/proof/fp224-layout.c $(LIB_HDRS)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) -DLAYOUT_INSTANCE='"field-d10.h"' $(ALL_CFLAGS) $< -o $@ -lm
	$(Q)$@ check
$(B)/fp224-i52-bounds: $(SRC)/code/proof/fp224-i52-bounds.c | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(ALL_CFLAGS) $< -o $@ -lgmp
i52-bounds: $(B)/gen/i52-bounds.tex ## the integer layout's bounds: fp224-i52-bounds check
	$(Q)$(RECORD) i52-bounds $(B)/logs $(RUN) $(B)/fp224-i52-bounds check
$(B)/gen/i52-bounds.tex: $(B)/fp224-i52-bounds ; $(Q_GEN)mkdir -p $(@D) && $(RUN) $< tex $@.tmp && mv $@.tmp $@
$(B)/fp224-divsteps: $(SRC)/code/proof/fp224-divsteps.c $(SPLITMIX) | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(ALL_CFLAGS) $< -o $@ -lgmp
$(B)/fp224-example: $(SRC)/code/proof/fp224-example.c $(B)/obj/inverse.o $(LIB_HDRS)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(filter %.c %.o,$^) -o $@ -lm
$(B)/gen/example.tex: $(B)/fp224-example ; $(Q_GEN)mkdir -p $(@D) && $(RUN) $< > $@.tmp && mv $@.tmp $@
# The tables that each program prints, in one step a program: the file, then its mode;
# $(call PRINTS,NAME,PROGRAM) writes the files of PRINTED_NAME (also used by mk/book.mk).
PRINTED_calls  := calls.tex:calls callmacros.tex:tex recode.csv:recode smcost.tex:costs
PRINTED_layout := layout.tex:tex columns.csv:columns depgraph-chain.tex:schedule+1+0 depgraph-split.tex:schedule+0+1
PRINTED_divsteps := divsteps.tex:
define PRINTS
$(foreach p,$(PRINTED_$(1)),$(B)/gen/$(firstword $(subst :, ,$(p)))) &: $(2)
	$(if $(Q),@echo '  GEN     $(B)/gen: the tables of $$(<F)';)mkdir -p $(B)/gen && for p in $(PRINTED_$(1)); do \
	  f=$(B)/gen/$$$${p%%:*} m=$$$${p#*:}; $$< $$$${m//+/ } > $$$$f.tmp && mv $$$$f.tmp $$$$f; done
endef
$(foreach t,calls layout divsteps,$(eval $(call PRINTS,$(t),$(B)/fp224-$(t))))
# The x87 layout's numbers, with the prefix FEX (x86; elsewhere "n/a").
$(B)/gen/layout-x87.tex: $(if $(X86),$(B)/fp224-layout-x87)
	$(Q_GEN)mkdir -p $(@D) && { $(if $(X86),$(B)/fp224-layout-x87 tex FEX,for m in extraone extratwo \
	  slacksat slackmax budgetmax; do echo "\\newcommand\\FEX$$m{n/a}"; done); } > $@.tmp && mv $@.tmp $@
# The comparison of candidate layouts (N limbs of P-bit significands).
WHATIF := 9-53 10-53 11-53 12-53 7-64 8-64
$(B)/gen/layouts.tex: $(SRC)/code/proof/fp224-layout.c $(LIB_HDRS) $(SRC)/code/proof/layout-whatif.h \
                      $(SRC)/code/proof/layouts.sh
	$(Q_GEN)mkdir -p $(@D) && CC="$(CC)" CPPFLAGS="$(LIB_CPPFLAGS)" CFLAGS="$(ALL_CFLAGS)" \
	  bash $(SRC)/code/proof/layouts.sh $< $(B)/whatif $(B)/gen/layouts-macros.tex $(WHATIF) > $@.tmp && mv $@.tmp $@
$(B)/gen/layouts-macros.tex: $(B)/gen/layouts.tex ;
