# SPDX-License-Identifier: MIT
# fp224: tangle/, the book's two tangles and their checks (included by the Makefile).  The
# development tangle (#line directives) writes build/src, changed files only, before make reads
# instances.mk, which depends on it.
$(SRC)/tangle.stamp: $(NW) tangle/ROOTS tangle/dev.sh | $(B)/deps-build.stamp
	$(Q_TANGLE)for r in $(ROOTS); do tangle/dev.sh "$$r" $(SRC) $(NW); done
	@touch $@
dev-tangle: $(SRC)/tangle.stamp
# The table of instances as make's variables (ISA_v3, FLAGS_instance-d10x4, INSTANCES) and the
# book's tables, by its printer (code/gen/fp224-instances.c), a program of the build machine.
PRINTER := $(or $(HOST_B),$(B))/fp224-instances
$(PRINTER): $(SRC)/tangle.stamp
	$(Q_CCLD)$(HOST_CC) -std=c11 $(WARN) -DFP224_STUBS -I$(SRC)/code/include -I$(SRC)/code/lib -o $@ \
	  $(SRC)/code/gen/fp224-instances.c $(SRC)/code/lib/fp224.c \
	  $(addprefix $(SRC)/,$(filter code/lib/instance-%.c,$(ROOTS))) -lm
$(SRC)/instances.mk: $(PRINTER) ; $(Q_GEN)$< mk > $@
ifneq ($(filter-out all help clean,$(or $(MAKECMDGOALS),all)),)
include $(SRC)/instances.mk
endif
tangle: | $(B)/deps-build.stamp ## write code/ and tests/ from the book
	$(Q_TANGLE)for r in $(ROOTS); do tangle/export.sh "$$r" . $(NW); done
check-tangle: ## fail if code/ or tests/ differ from the book
	$(Q)$(RECORD) check-tangle $(B)/logs bash tangle/check.sh $(B)/verify $(NW)
lint-web: ## the roots, no tabs, chunk names, code lines, %def names
	$(Q)$(RECORD) lint-web $(B)/logs bash $(SRC)/code/typeset/lint-web.sh $(NW)
