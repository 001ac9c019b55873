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
# The library's table of instances, code/lib/instances.def, as make's variables,
# written by its printer (code/gen/fp224-instances.c, for the build machine, linked
# with the dispatcher and every instance file compiled as its stub): ISA_v3, the flags
# of instruction set v3; FLAGS_instance-d10x4, those of code/lib/instance-d10x4.c
# in this build; INSTANCES, the instances.  The printer writes the book's tables too.
$(B)/fp224-instances: $(SRC)/tangle.stamp
	$(Q_CCLD)$(HOST_CC) -std=c11 $(WARN) -DFP224_STUBS -I$(SRC)/code/include -I$(SRC)/code/lib -o $@ \
	  $(SRC)/code/gen/fp224-instances.c $(SRC)/code/lib/fp224.c \
	  $(addprefix $(SRC)/,$(filter code/lib/instance-%.c,$(ROOTS))) -lm
$(SRC)/instances.mk: $(B)/fp224-instances
	$(Q_GEN)$< mk > $@
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
