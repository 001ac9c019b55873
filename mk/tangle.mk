# fp224: the two tangles of the book and their checks.  Included by the top-level
# Makefile, which sets the flags and the directories; `make help` lists the targets.

# Export tangle (committed, no #line) and development tangle (compiled, #line).
tangle: $(B)/deps-build.stamp ## write code/ and tests/ from the book
	@for r in $(ROOTS); do tangle/export.sh "$$r" . $(NW); done

dev-tangle: $(B)/dev.stamp
$(B)/dev.stamp: $(NW) tangle/ROOTS tangle/dev.sh $(B)/deps-build.stamp
	@for r in $(ROOTS); do tangle/dev.sh "$$r" $(SRC) $(NW); done
	@touch $@
$(addprefix $(SRC)/,$(ROOTS)): $(B)/dev.stamp ;

check-tangle: $(B)/dev.stamp ## fail if code/ or tests/ differ from the book
	@$(RECORD) check-tangle $(B)/logs bash tangle/check.sh $(B)/verify $(NW)

lint-web: $(B)/dev.stamp ## the roots, no tabs, chunk names, code lines, %def names
	@$(RECORD) lint-web $(B)/logs bash $(SRC)/code/tools/lint-web.sh $(NW)

