# SPDX-License-Identifier: MIT
# fp224: the two tangles of the book and their checks (included by the Makefile).
# The development tangle (with #line directives) writes build/src, which the build
# compiles, before make reads the rules: make includes build/src/instances.mk, which
# depends on the tangle, so when a chapter changed it tangles, writes that file and
# reads the makefiles again, with the sources' new times.  tangle/dev.sh rewrites a
# file only when its text changed: only what the book changed is built again.
$(SRC)/tangle.stamp: $(NW) tangle/ROOTS tangle/dev.sh | $(B)/deps-build.stamp
	$(Q_TANGLE)for r in $(ROOTS); do tangle/dev.sh "$$r" $(SRC) $(NW); done
	@touch $@
dev-tangle: $(SRC)/tangle.stamp
# The library's table of instances, code/lib/instances.def, as make's variables:
# ISA_v3 (say) is the flags of instruction set v3, INSTANCES_v3 its instances, and
# FLAGS_instance-d10x4 the flags of code/lib/instance-d10x4.c (a row may take two lines).
$(SRC)/instances.mk: $(SRC)/tangle.stamp mk/tangle.mk
	$(Q_GEN)awk '/^(ISA|INSTANCE)\(/ { row = $$0; \
	    while (row !~ /\)[ \t]*$$/ && (getline more) > 0) row = row " " more } \
	  /^ISA\(/ { split(row, q, "\""); sub(/^ISA\(/, "", q[1]); sub(/[ ,]+$$/, "", q[1]); \
	    print "ISA_" q[1] " := " q[2] } \
	  /^INSTANCE\(/ { gsub(/[ )]/, "", row); split(row, f, /[(,]/); \
	    print "INSTANCES_" f[5] " += " f[2]; print "FLAGS_instance-" f[2] " = $$(ISA_" f[5] ")" }' \
	  $(SRC)/code/lib/instances.def > $@
ifneq ($(filter-out help clean,$(or $(MAKECMDGOALS),all)),)
include $(SRC)/instances.mk
endif

# The export tangle (committed, no #line) and its check.
tangle: | $(B)/deps-build.stamp ## write code/ and tests/ from the book
	$(Q_TANGLE)for r in $(ROOTS); do tangle/export.sh "$$r" . $(NW); done
check-tangle: ## fail if code/ or tests/ differ from the book
	$(Q)$(RECORD) check-tangle $(B)/logs bash tangle/check.sh $(B)/verify $(NW)
lint-web: ## the roots, no tabs, chunk names, code lines, %def names
	$(Q)$(RECORD) lint-web $(B)/logs bash $(SRC)/code/typeset/lint-web.sh $(NW)
