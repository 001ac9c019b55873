# fp224: the book.  Included by the top-level Makefile, which sets the flags and the
# directories; `make help` lists the targets.

book: $(B)/fp224.pdf ## build/fp224.pdf
GEN_TEX := $(B)/gen/recode.csv $(B)/gen/layout.tex $(B)/gen/layout-x87.tex $(B)/gen/columns.csv \
           $(B)/gen/opcount.tex $(B)/gen/layouts.tex $(B)/gen/calls.tex $(B)/gen/smcost.tex \
           $(B)/gen/callmacros.tex $(B)/gen/cpus.tex $(B)/gen/cpucost.tex $(B)/gen/version.tex \
           $(B)/gen/steps.tex \
           $(B)/gen/agree-listing.c $(B)/gen/lanes.tex $(B)/gen/evidence.tex \
           $(B)/gen/fp224.3.txt $(B)/gen/fp224.1.txt $(B)/gen/divsteps.tex
# noweave -delay -index, with one more filter: the index lists the identifiers that
# the book declares with @ %def, and no use inside a string (code/tools/nw-uses.awk).
NWLIB = $(shell sed -n 's/^LIB=//p' $$(command -v noweave))
$(B)/book/fp224.tex: $(NW) $(SRC)/code/tools/nw-uses.awk $(B)/deps-book.stamp
	@mkdir -p $(@D)
	$(NWLIB)/markup $(NW) | $(NWLIB)/finduses | awk -f $(SRC)/code/tools/nw-uses.awk \
	  | $(NWLIB)/noidx -delay | $(NWLIB)/totex -delay > $@

# The manual pages as man prints them, for the chapter "Installing and the manual pages".
$(B)/gen/%.txt: $(SRC)/code/doc/% | $(B)/deps-book.stamp
	@mkdir -p $(@D)
	grep -v '^#line ' $< | groff -t -man -Tascii -P-cbou -rLL=84n > $@.tmp && mv $@.tmp $@

# This build's records of its checks, for the book (Appendix "The test runner").
$(B)/gen/evidence.tex: FORCE $(SRC)/code/tools/evidence.sh $(SRC)/code/tools/checks.sh
	@mkdir -p $(@D)
	@bash $(SRC)/code/tools/evidence.sh $(B)/logs $(FP224_BUILD_ID) > $@.tmp
	@cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@

# The title page names the version and the commit, dated by SOURCE_DATE_EPOCH.
.PHONY: FORCE
$(B)/gen/version.tex: FORCE
	@mkdir -p $(@D)
	@bash $(SRC)/code/tools/version-tex.sh $(VERSION) > $@.tmp
	@cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@
# The key agreement of the API chapter, for the preface (without the banner).
$(B)/gen/agree-listing.c: $(NW)
	@mkdir -p $(@D)
	notangle -R'code/examples/agree.c' $(NW) > $@.tmp && mv $@.tmp $@
# The lanes of the vector instances, for the figures: what their instance files set.
$(B)/gen/lanes.tex: $(SRC)/code/lib/instance-d10x8.c $(SRC)/code/lib/instance-d10x4.c
	@mkdir -p $(@D)
	{ echo "\\newcommand\\SMlanes{$$(sed -n 's/^#define FE_LANES \([0-9]*\) .*$$/\1/p' $<)}"; \
	  echo "\\newcommand\\SMlanesavx{$$(sed -n 's/^#define FE_LANES \([0-9]*\) .*$$/\1/p' $(word 2,$^))}"; \
	} > $@.tmp && mv $@.tmp $@

# check-arch's summary is typeset when present; the book never runs check-arch.
# Nothing may run past the margin: an overfull box wider than 1 pt fails the build.
$(B)/fp224.pdf: $(B)/book/fp224.tex $(GEN_TEX) $(B)/timings/stamp $(B)/timings/runs.tex book/fp224.bib $(wildcard figures/*) \
                $(SRC)/code/tools/book-print.sh $(SRC)/code/tools/typeset.sh \
                $(wildcard $(B)/logs/check-arch.tex) \
                $(wildcard $(addprefix $(B)/gen/,ctgrind-check.tex ctgrind-leaky.tex dudect.tex fuzz.tex))
	bash $(SRC)/code/tools/typeset.sh $(B)/book
	@# every code line printed as typed (Appendix "The test runner", "The printed code")
	@$(RECORD) book-print $(B)/logs bash $(SRC)/code/tools/book-print.sh $(B)/book/fp224.pdf $(NW)
	cp $(B)/book/fp224.pdf $@
	@echo "book: $@, $$(pdfinfo $@ 2>/dev/null | awk '/^Pages/ {print $$2}') pages, no overfull box"

# The preface's tables of instances and paths, from the library's table of them.
$(B)/gen/instances.tex $(B)/gen/names.tex: $(B)/gen/%.tex: $(SRC)/code/lib/instances.def \
                                           $(SRC)/code/tools/instances-tex.awk
	@mkdir -p $(@D)
	awk -v what=$(if $(filter names,$*),paths,instances) -f $(SRC)/code/tools/instances-tex.awk \
	  $< > $@.tmp && mv $@.tmp $@
$(B)/fp224.pdf: $(B)/gen/names.tex $(B)/gen/instances.tex

# Every number typed in the prose is allowed by an entry that says why; the
# check must find a planted one (Appendix "The test runner", "The numbers of the prose").
check-numbers: $(B)/dev.stamp | $(B)/deps-test.stamp ## numbers typed by hand in the prose of the book
	@$(RECORD) check-numbers $(B)/logs bash -c \
	  'python3 "$$@" && bash $(SRC)/tests/numbers-refuses.sh "$$@"' check-numbers \
	  $(SRC)/code/tools/check-numbers.py $(SRC)/code/tools/numbers.allow $(NW)
check: check-numbers
