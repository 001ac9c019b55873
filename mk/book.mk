# SPDX-License-Identifier: MIT
# fp224: code/typeset and tests/book, the book and its checks (included by the Makefile).
book: $(B)/fp224.pdf ## build/fp224.pdf
GEN_TEX := $(addprefix $(B)/gen/,recode.csv layout.tex layout-x87.tex columns.csv opcount.tex layouts.tex \
  calls.tex smcost.tex callmacros.tex cpus.tex cpucost.tex version.tex steps.tex agree-listing.c lanes.tex \
  evidence.tex fp224.3.txt fp224.1.txt fp224-provider.7.txt divsteps.tex install.tex names.tex instances.tex \
  pathnames.tex paths-figure.tex dudect-constants.tex fuzzlong.tex i52-bounds.tex layouts-macros.tex \
  depgraph-chain.tex depgraph-split.tex example.tex budgets.tex census.tex branches.tex)
# noweave -delay -index, with a filter: the index lists the identifiers declared with @ %def,
# and no use inside a string (code/typeset/nw-uses.awk).
NWLIB = $(shell sed -n 's/^LIB=//p' $$(command -v noweave))
$(B)/book/fp224.tex: $(NW) $(SRC)/code/typeset/nw-uses.awk | $(B)/deps-book.stamp
	$(Q_GEN)mkdir -p $(@D) && $(NWLIB)/markup $(NW) | $(NWLIB)/finduses \
	  | awk -f $(SRC)/code/typeset/nw-uses.awk | $(NWLIB)/noidx -delay | $(NWLIB)/totex -delay > $@
# The manual pages as man prints them.
$(B)/gen/%.txt: $(SRC)/code/doc/% | $(B)/deps-book.stamp
	$(Q_GEN)mkdir -p $(@D) && grep -v '^#line ' $< | groff -t -man -Tascii -P-cbou -rLL=84n > $@
# This build's records of its checks and the title page's version: replaced when they changed.
$(B)/gen/evidence.tex: FORCE $(SRC)/code/typeset/evidence.sh $(SRC)/tests/harness/checks.sh
	@mkdir -p $(@D) && bash $(SRC)/code/typeset/evidence.sh $(B)/logs $(FP224_BUILD_ID) > $@.tmp; $(MOVE)
$(B)/gen/version.tex: FORCE ; @mkdir -p $(@D) && bash $(SRC)/code/typeset/version-tex.sh $(VERSION) > $@.tmp; $(MOVE)
MOVE = cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@
$(B)/gen/agree-listing.c: $(NW) ; $(Q_GEN)mkdir -p $(@D) && notangle -R'code/examples/agree.c' $(NW) > $@
# The preface's tables and figure of instances and paths, the paths as data and the lanes of
# the vector instances: written by the printer of the table of instances (mk/tangle.mk).
PRINTED_instances := instances.tex:instances names.tex:paths pathnames.tex:macros \
  paths-figure.tex:figure paths.csv:csv lanes.tex:lanes
$(eval $(call PRINTS,instances,$(PRINTER)))
$(B)/gen/cpus.tex: $(SRC)/code/bench/cputable.sh $(SRC)/code/lib/field-d10.h $(SRC)/code/lib/field-x87.h
	$(Q_GEN)mkdir -p $(@D) && bash $< $(SRC) > $@
$(B)/gen/cpucost.tex: $(SRC)/code/bench/cpucost.sh $(B)/timings/stamp
	$(Q_GEN)mkdir -p $(@D) && bash $< $(B)/timings/ops.csv $(B)/timings/calls.csv > $@
# check-arch's summary is typeset when present.  An overfull box wider than 1 pt fails the build.
$(B)/fp224.pdf: $(B)/book/fp224.tex $(GEN_TEX) $(B)/timings/stamp $(B)/timings/runs.tex $(B)/timings/story.tex \
  book/fp224.bib $(wildcard figures/*) $(SRC)/code/typeset/book-print.sh $(SRC)/code/typeset/typeset.sh \
  $(wildcard $(B)/logs/check-arch.tex $(addprefix $(B)/gen/,ctgrind-check.tex ctgrind-leaky.tex dudect.tex \
  fuzz.tex ctgrind-ifma.tex ctgrind-branch.tex ctgrind-index.tex))
	$(Q_TEX)bash $(SRC)/code/typeset/typeset.sh $(B)/book
	@# every code line printed as typed (Appendix "The test runner", "The printed code")
	@$(RECORD) book-print $(B)/logs bash $(SRC)/code/typeset/book-print.sh $(B)/book/fp224.pdf $(NW)
	@cp $(B)/book/fp224.pdf $@
	@echo "book: $@, $$(pdfinfo $@ 2>/dev/null | awk '/^Pages/ {print $$2}') pages, no overfull box"
# The checks of the prose and the budgets (Appendix "The test runner"), each then its refusal
# of a planted fault: numbers typed by hand, comparisons not from a program's macro (read from
# this build's), the pages of the parts, the code in Part I, the build's lines.
BOOK_CHECK = $(Q)$(RECORD) $(1) $(B)/logs bash -c 'python3 "$$@" && bash $(SRC)/tests/book/$(2)-refuses.sh "$$@"' \
  $(1) $(SRC)/code/typeset/$(1).py
check-numbers: | $(B)/deps-test.stamp ## numbers typed by hand in the prose of the book
	$(call BOOK_CHECK,check-numbers,numbers) $(SRC)/code/typeset/numbers.allow $(NW) $(wildcard figures/*.tex)
check-claims: $(B)/fp224.pdf | $(B)/deps-test.stamp ## comparisons typed by hand in the prose
	$(call BOOK_CHECK,check-claims,claims) $(SRC)/code/typeset/claims.allow $(NW) -- $(B)/gen/*.tex $(B)/timings/*.tex
check-budgets: $(B)/fp224.pdf | $(B)/deps-test.stamp ## the pages of Parts I and II, code in Part I, the build's lines
	$(call BOOK_CHECK,check-budgets,budgets) $(B)/book/fp224.aux $(B)/logs/make-first.txt $(NW) Makefile mk/*.mk
$(B)/gen/budgets.tex: $(SRC)/code/typeset/check-budgets.py ; $(Q_GEN)mkdir -p $(@D) && python3 $< macros > $@
# The HTML edition (chapter "Reading the book on the web"); check-html loads every page in
# headless Chromium, making the edition only if there is none.
HTML_TOOLS := $(addprefix $(SRC)/code/typeset/,html-build.sh html-post.py html.cfg html.css html-search.js)
html: $(B)/html/index.html ## build/html: the book as web pages (open build/html/index.html)
$(B)/html/index.html: $(B)/fp224.pdf $(HTML_TOOLS) | $(B)/deps-html.stamp
	@echo "html: tex4ht on $(B)/book/fp224.tex"
	@bash $(SRC)/code/typeset/html-build.sh $(B) $(SRC)/code/typeset
check-html: $(SRC)/tests/book/html-pages.py $(SRC)/tests/book/html-refuses.sh | $(B)/deps-html.stamp ## load every page in Chromium
	@test -f $(B)/html/index.html || $(MAKE) html
	@bash $(SRC)/tests/book/html-refuses.sh $(SRC)/tests/book/html-pages.py $(B)/html
	@/usr/bin/python3 $(SRC)/tests/book/html-pages.py $(B)/html $(B)/html-shots
# The README's tables of instances and paths, from the library's table.
README_NEW = $(PRINTER) readme < README.md
readme: $(PRINTER) ## rewrite the README's tables of instances and paths from instances.def
	$(Q)$(README_NEW) > README.md.tmp && mv README.md.tmp README.md
check-readme: $(PRINTER)
	$(Q)$(README_NEW) | cmp -s - README.md || { echo "check-readme: README.md's tables differ: make readme"; exit 1; }
