# SPDX-License-Identifier: MIT
# fp224: the book, and its HTML edition (included by the Makefile).
book: $(B)/fp224.pdf ## build/fp224.pdf
GEN_TEX := $(addprefix $(B)/gen/,recode.csv layout.tex layout-x87.tex columns.csv opcount.tex \
           layouts.tex calls.tex smcost.tex callmacros.tex cpus.tex cpucost.tex version.tex steps.tex \
           agree-listing.c lanes.tex evidence.tex fp224.3.txt fp224.1.txt fp224-provider.7.txt divsteps.tex \
           install.tex names.tex instances.tex pathnames.tex paths-figure.tex dudect-constants.tex \
           fuzzlong.tex i52-bounds.tex layouts-macros.tex depgraph-chain.tex depgraph-split.tex \
           example.tex budgets.tex census.tex branches.tex)
# noweave -delay -index, with one more filter: the index lists the identifiers that
# the book declares with @ %def, and no use inside a string (code/typeset/nw-uses.awk).
NWLIB = $(shell sed -n 's/^LIB=//p' $$(command -v noweave))
$(B)/book/fp224.tex: $(NW) $(SRC)/code/typeset/nw-uses.awk | $(B)/deps-book.stamp
	$(Q_GEN)mkdir -p $(@D) && $(NWLIB)/markup $(NW) | $(NWLIB)/finduses \
	  | awk -f $(SRC)/code/typeset/nw-uses.awk | $(NWLIB)/noidx -delay | $(NWLIB)/totex -delay > $@
# The manual pages as man prints them, for the chapter "Installing and the manual pages".
$(B)/gen/%.txt: $(SRC)/code/doc/% | $(B)/deps-book.stamp
	$(Q_GEN)mkdir -p $(@D) && grep -v '^#line ' $< | groff -t -man -Tascii -P-cbou -rLL=84n > $@
# This build's records of its checks (Appendix "The test runner") and the title
# page's version and commit: written each time, replaced when they changed.
$(B)/gen/evidence.tex: FORCE $(SRC)/code/typeset/evidence.sh $(SRC)/tests/harness/checks.sh
	@mkdir -p $(@D) && bash $(SRC)/code/typeset/evidence.sh $(B)/logs $(FP224_BUILD_ID) > $@.tmp
	@cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@
$(B)/gen/version.tex: FORCE
	@mkdir -p $(@D) && bash $(SRC)/code/typeset/version-tex.sh $(VERSION) > $@.tmp
	@cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@
# The key agreement of the API chapter, for the preface (without the banner).
$(B)/gen/agree-listing.c: $(NW)
	$(Q_GEN)mkdir -p $(@D) && notangle -R'code/examples/agree.c' $(NW) > $@
# The preface's tables and figure of instances and paths, the paths as data (for
# the table of which path runs where) and the lanes of the vector instances, for
# the figures: written by the printer of the table of instances (mk/tangle.mk).
INSTANCES_WHAT = $(or $(word 2,$(subst :, ,$(filter $(notdir $@):%,names.tex:paths \
  pathnames.tex:macros paths-figure.tex:figure paths.csv:csv))),$(basename $(notdir $@)))
$(B)/gen/instances.tex $(B)/gen/names.tex $(B)/gen/pathnames.tex $(B)/gen/paths-figure.tex \
  $(B)/gen/paths.csv $(B)/gen/lanes.tex: $(B)/fp224-instances
	$(Q_GEN)mkdir -p $(@D) && $< $(INSTANCES_WHAT) > $@
$(B)/gen/cpus.tex: $(SRC)/code/bench/cputable.sh $(SRC)/code/lib/field-d10.h $(SRC)/code/lib/field-x87.h
	$(Q_GEN)mkdir -p $(@D) && bash $< $(SRC) > $@
$(B)/gen/cpucost.tex: $(SRC)/code/bench/cpucost.sh $(B)/timings/stamp
	$(Q_GEN)mkdir -p $(@D) && bash $< $(B)/timings/ops.csv $(B)/timings/calls.csv > $@

# check-arch's summary is typeset when present; the book never runs check-arch.
# Nothing may run past the margin: an overfull box wider than 1 pt fails the build.
$(B)/fp224.pdf: $(B)/book/fp224.tex $(GEN_TEX) $(B)/timings/stamp $(B)/timings/runs.tex \
                $(B)/timings/story.tex book/fp224.bib \
                $(wildcard figures/*) $(SRC)/code/typeset/book-print.sh $(SRC)/code/typeset/typeset.sh \
                $(wildcard $(B)/logs/check-arch.tex) \
                $(wildcard $(addprefix $(B)/gen/,ctgrind-check.tex ctgrind-leaky.tex dudect.tex fuzz.tex \
                  ctgrind-ifma.tex ctgrind-branch.tex ctgrind-index.tex))
	$(Q_TEX)bash $(SRC)/code/typeset/typeset.sh $(B)/book
	@# every code line printed as typed (Appendix "The test runner", "The printed code")
	@$(RECORD) book-print $(B)/logs bash $(SRC)/code/typeset/book-print.sh $(B)/book/fp224.pdf $(NW)
	@cp $(B)/book/fp224.pdf $@
	@echo "book: $@, $$(pdfinfo $@ 2>/dev/null | awk '/^Pages/ {print $$2}') pages, no overfull box"
# Every number typed in the prose is allowed by an entry that says why; the
# check must find a planted one (Appendix "The test runner", "The numbers of the prose").
check-numbers: | $(B)/deps-test.stamp ## numbers typed by hand in the prose of the book
	$(Q)$(RECORD) check-numbers $(B)/logs bash -c \
	  'python3 "$$@" && bash $(SRC)/tests/book/numbers-refuses.sh "$$@"' check-numbers \
	  $(SRC)/code/typeset/check-numbers.py $(SRC)/code/typeset/numbers.allow $(NW) \
	  $(wildcard figures/*.tex)
check: check-numbers
# Every comparison in the prose comes from a program's macro or is allowed by an
# entry that says why; the check must find a planted one (Appendix "The test
# runner", "The claims of the prose").  It reads the macros this build wrote.
CLAIMS_ARGS = $(SRC)/code/typeset/check-claims.py $(SRC)/code/typeset/claims.allow $(NW) \
  -- $(B)/gen/*.tex $(B)/timings/*.tex
check-claims: $(B)/fp224.pdf | $(B)/deps-test.stamp ## comparisons typed by hand in the prose
	$(Q)$(RECORD) check-claims $(B)/logs bash -c \
	  'python3 "$$@" && bash $(SRC)/tests/book/claims-refuses.sh "$$@"' check-claims \
	  $(CLAIMS_ARGS)
check: check-claims
# The book's budgets (Appendix "The test runner", "Budgets"): the pages of its
# parts in this build's book, the share of code in Part I; they must refuse a
# planted book that exceeds them.
check-budgets: $(B)/fp224.pdf | $(B)/deps-test.stamp ## the pages of Parts I and II, code in Part I
	$(Q)$(RECORD) check-budgets $(B)/logs bash -c \
	  'python3 "$$@" && bash $(SRC)/tests/book/budgets-refuses.sh "$$@"' check-budgets \
	  $(SRC)/code/typeset/check-budgets.py $(B)/book/fp224.aux $(NW)
check: check-budgets
$(B)/gen/budgets.tex: $(SRC)/code/typeset/check-budgets.py
	$(Q_GEN)mkdir -p $(@D) && python3 $< macros > $@
# The HTML edition (chapter "Reading the book on the web"), from this build's woven
# book; check-html loads every page in headless Chromium (with Debian's python3 and
# its WebSocket client), making the edition only if there is none.
HTML_TOOLS := $(addprefix $(SRC)/code/typeset/,html-build.sh html-post.py html.cfg html.css html-search.js)
html: $(B)/html/index.html ## build/html: the book as web pages (open build/html/index.html)
$(B)/html/index.html: $(B)/fp224.pdf $(HTML_TOOLS) | $(B)/deps-html.stamp
	@echo "html: tex4ht on $(B)/book/fp224.tex"
	@bash $(SRC)/code/typeset/html-build.sh $(B) $(SRC)/code/typeset
check-html: $(SRC)/tests/book/html-pages.py $(SRC)/tests/book/html-refuses.sh | $(B)/deps-html.stamp ## load every page in Chromium
	@test -f $(B)/html/index.html || $(MAKE) --no-print-directory html
	@bash $(SRC)/tests/book/html-refuses.sh $(SRC)/tests/book/html-pages.py $(B)/html
	@/usr/bin/python3 $(SRC)/tests/book/html-pages.py $(B)/html $(B)/html-shots

# The README's tables of instances and paths, from the library's table.
README_NEW = $(B)/fp224-instances readme < README.md
readme: $(B)/fp224-instances ## rewrite the README's tables of instances and paths from instances.def
	$(Q)$(README_NEW) > README.md.tmp && mv README.md.tmp README.md
check-readme: $(B)/fp224-instances
	$(Q)$(README_NEW) | cmp -s - README.md || { echo "check-readme: README.md's tables differ: make readme"; exit 1; }
