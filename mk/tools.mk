# SPDX-License-Identifier: MIT
# fp224: the programs that count, measure and prove, for the book (included by the Makefile).
# An instrumented build that counts core-function calls.
COUNT_OBJ := $(patsubst code/lib/%.c,$(B)/count/%.o,$(LIB_C))
$(B)/count/%.o: $(SRC)/code/lib/%.c $(LIB_HDRS)
	$(Q_CC)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) -DFE_COUNT $(ALL_CFLAGS) -c $< -o $@
$(B)/fp224-calls: $(SRC)/code/bench/fp224-calls.c $(COUNT_OBJ)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) -DFE_COUNT $(ALL_CFLAGS) $^ -o $@ -lm
# The steps of the single calls in four lanes (d10x4) against the serial calls.
$(B)/fp224-steps: $(SRC)/code/bench/fp224-steps.c $(LIB_HDRS) $(B)/count/base-table.o $(B)/count/inverse.o
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) -DFE_COUNT $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) \
	  $(FLAGS_instance-d10x4) $(filter %.c %.o,$^) -o $@ -lm
$(B)/gen/steps.tex: $(B)/fp224-calls $(if $(HOT),$(B)/fp224-steps)
	$(Q_GEN)mkdir -p $(@D) && { $< serial; $(if $(HOT),$(B)/fp224-steps;) } > $@.tmp && mv $@.tmp $@
# fp224-layout checks the bounds of the layout as it is built.
$(B)/fp224-layout: $(SRC)/code/proof/fp224-layout.c $(LIB_HDRS)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) -DLAYOUT_INSTANCE='"field-d10.h"' $(ALL_CFLAGS) $< -o $@ -lm
	$(Q)$@ check
# fp224-i52-bounds proves the bounds of the integer layout (chapter "Integer mode").
$(B)/fp224-i52-bounds: $(SRC)/code/proof/fp224-i52-bounds.c | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(ALL_CFLAGS) $< -o $@ -lgmp
i52-bounds: $(B)/gen/i52-bounds.tex ## the integer layout's bounds: fp224-i52-bounds check
	$(Q)$(RECORD) i52-bounds $(B)/logs $(RUN) $(B)/fp224-i52-bounds check
$(B)/gen/i52-bounds.tex: $(B)/fp224-i52-bounds
	$(Q_GEN)mkdir -p $(@D) && $(RUN) $< tex $@.tmp && mv $@.tmp $@
# The number of divsteps of the inversion (Appendix "The programs behind the bounds").
$(B)/fp224-divsteps: $(SRC)/code/proof/fp224-divsteps.c | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(TOOLS_I) $(ALL_CFLAGS) $< -o $@ -lgmp
# The worked example of Chapter "Floating-point limbs", made by the library's field code.
$(B)/fp224-example: $(SRC)/code/proof/fp224-example.c $(B)/obj/inverse.o $(LIB_HDRS)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(filter %.c %.o,$^) -o $@ -lm
$(B)/gen/example.tex: $(B)/fp224-example
	$(Q_GEN)mkdir -p $(@D) && $(RUN) $< > $@.tmp && mv $@.tmp $@
# The tables that these programs print: the program, then its mode.
$(B)/gen/calls.tex:      MODE := calls
$(B)/gen/callmacros.tex: MODE := tex
$(B)/gen/recode.csv:     MODE := recode
$(B)/gen/smcost.tex:     MODE := costs
$(B)/gen/layout.tex:     MODE := tex
$(B)/gen/columns.csv:    MODE := columns
$(B)/gen/depgraph-chain.tex: MODE := schedule 1 0
$(B)/gen/depgraph-split.tex: MODE := schedule 0 1
$(B)/gen/calls.tex $(B)/gen/callmacros.tex $(B)/gen/recode.csv $(B)/gen/smcost.tex: $(B)/fp224-calls
$(B)/gen/layout.tex $(B)/gen/columns.csv $(B)/gen/depgraph-chain.tex \
  $(B)/gen/depgraph-split.tex: $(B)/fp224-layout
$(B)/gen/divsteps.tex: $(B)/fp224-divsteps
$(B)/gen/calls.tex $(B)/gen/callmacros.tex $(B)/gen/recode.csv $(B)/gen/smcost.tex \
  $(B)/gen/layout.tex $(B)/gen/columns.csv $(B)/gen/divsteps.tex \
  $(B)/gen/depgraph-chain.tex $(B)/gen/depgraph-split.tex:
	$(Q_GEN)mkdir -p $(@D) && $< $(MODE) > $@.tmp && mv $@.tmp $@
# The x87 layout's numbers, with the prefix FEX (x86; elsewhere "n/a").
$(B)/gen/layout-x87.tex: $(if $(X86),$(B)/fp224-layout-x87)
	$(Q_GEN)mkdir -p $(@D) && { $(if $(X86),$(B)/fp224-layout-x87 tex FEX,for m in extraone extratwo \
	  slacksat slackmax budgetmax; do echo "\\newcommand\\FEX$$m{n/a}"; done); } > $@.tmp && mv $@.tmp $@
# The comparison of candidate layouts (N limbs of P-bit significands).
WHATIF := 9-53 10-53 11-53 12-53 7-64 8-64
$(B)/gen/layouts.tex: $(SRC)/code/proof/fp224-layout.c $(LIB_HDRS) $(SRC)/code/proof/layout-whatif.h \
                      $(SRC)/code/proof/layouts.sh
	$(Q_GEN)mkdir -p $(@D) && CC="$(CC)" CPPFLAGS="$(LIB_CPPFLAGS)" CFLAGS="$(ALL_CFLAGS)" \
	  bash $(SRC)/code/proof/layouts.sh $< $(B)/whatif $(B)/gen/layouts-macros.tex $(WHATIF) \
	  > $@.tmp && mv $@.tmp $@
$(B)/gen/layouts-macros.tex: $(B)/gen/layouts.tex ;
