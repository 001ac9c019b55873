# fp224: the programs that count, measure and prove (tables of the book).  Included by
# the top-level Makefile, which sets the flags and the directories; `make help` lists
# the targets.

# An instrumented build that counts core-function calls.
COUNT_OBJ := $(patsubst code/lib/%.c,$(B)/count/%.o,$(LIB_C))
$(B)/count/%.o: $(SRC)/code/lib/%.c $(addprefix $(SRC)/,$(LIB_H)) $(B)/gen/fp224-basetable.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -DFE_COUNT $(ALL_CFLAGS) -c $< -o $@
$(B)/fp224-calls: $(SRC)/code/tools/fp224-calls.c $(COUNT_OBJ)
	$(CC) $(ALL_CPPFLAGS) -DFE_COUNT $(ALL_CFLAGS) $^ -o $@ -lm
# The tables of the calls: each is one mode of fp224-calls (mode:file).
CALLS_TABLES := calls:calls.tex tex:callmacros.tex recode:recode.csv costs:smcost.tex
define CALLS_TABLE
$(B)/gen/$(2): $(B)/fp224-calls
	@mkdir -p $$(@D)
	$$< $(1) > $$@.tmp && mv $$@.tmp $$@
endef
$(foreach t,$(CALLS_TABLES),$(eval $(call CALLS_TABLE,$(firstword $(subst :, ,$(t))),$(lastword $(subst :, ,$(t))))))
# The steps of the single calls in four lanes against the serial calls (x86-64).
$(B)/fp224-steps: $(SRC)/code/tools/fp224-steps.c $(addprefix $(SRC)/,$(LIB_H)) \
                  $(B)/count/base-table.o $(B)/count/inverse.o
	$(CC) $(ALL_CPPFLAGS) -DFE_COUNT $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) -march=x86-64-v3 \
	  -ffp-contract=fast $< $(B)/count/base-table.o $(B)/count/inverse.o -o $@ -lm
$(B)/gen/steps.tex: $(B)/fp224-calls $(if $(X86_C),$(B)/fp224-steps)
	@mkdir -p $(@D)
	{ $(B)/fp224-calls serial; if [ -n "$(X86_C)" ]; then $(B)/fp224-steps; fi; } > $@.tmp
	mv $@.tmp $@


$(B)/fp224-layout: $(SRC)/code/tools/fp224-layout.c $(addprefix $(SRC)/,$(LIB_H))
	$(CC) $(ALL_CPPFLAGS) -DLAYOUT_INSTANCE='"field-d10.h"' $(ALL_CFLAGS) $< -o $@ -lm
	$@ check

$(B)/gen/layout.tex: $(B)/fp224-layout
	@mkdir -p $(@D)
	$(B)/fp224-layout tex > $@.tmp && mv $@.tmp $@
$(B)/gen/columns.csv: $(B)/fp224-layout
	@mkdir -p $(@D)
	$(B)/fp224-layout columns > $@.tmp && mv $@.tmp $@
# The number of divsteps of the inversion (Appendix "The programs behind the bounds").
$(B)/fp224-divsteps: $(SRC)/code/tools/fp224-divsteps.c | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< -o $@ -lgmp
$(B)/gen/divsteps.tex: $(B)/fp224-divsteps
	@mkdir -p $(@D)
	$< > $@.tmp && mv $@.tmp $@

# The x87 layout's numbers, with the prefix FEX (x86 hosts; elsewhere "n/a").
$(B)/gen/layout-x87.tex: $(if $(filter x86_64-% i686-% i386-%,$(HOST_ARCH)),$(B)/fp224-layout-x87)
	@mkdir -p $(@D)
	if [ -x $(B)/fp224-layout-x87 ]; then $(B)/fp224-layout-x87 tex FEX; else \
	  for m in extraone extratwo slacksat slackmax budgetmax; do echo "\\newcommand\\FEX$$m{n/a}"; done; \
	fi > $@.tmp && mv $@.tmp $@

# The comparison of candidate layouts (N limbs of P-bit significands).
WHATIF := 9-53 10-53 11-53 12-53 7-64 8-64
$(B)/gen/layouts.tex: $(SRC)/code/tools/fp224-layout.c $(addprefix $(SRC)/,$(LIB_H) code/tools/layout-whatif.h) \
                     $(SRC)/code/tools/layouts.sh
	@mkdir -p $(@D)
	CC="$(CC)" CPPFLAGS="$(ALL_CPPFLAGS)" CFLAGS="$(ALL_CFLAGS)" \
	  bash $(SRC)/code/tools/layouts.sh $< $(B)/whatif $(WHATIF) > $@.tmp
	mv $@.tmp $@
