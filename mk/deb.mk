# SPDX-License-Identifier: MIT
# fp224: the release tarball, the Debian packages and their tests (included by the
# Makefile; Appendix "The Debian packages").  make dist writes the tarball of the
# committed tree with its checksum; make deb takes it as the upstream tarball of a
# 3.0 (quilt) source package, with the book this build typeset as its component
# "edition", and builds the source and binary packages in build/deb; lintian must
# report no error or warning on any of them.  check-deb tests them unpacked, then
# installed, with their own tests (autopkgtest, as root).
DIST    ?= $(B)/dist
DEB     := $(B)/deb
DEBV     = $(shell dpkg-parsechangelog -l debian/changelog -S Version)
TARBALL := fp224-$(VERSION).tar.xz
# git archive of HEAD; of the tracked files as they are, through a commit made with
# HEAD's dates and kept nowhere, when they differ from it (then no release).
dist: $(DIST)/$(TARBALL) ## the release tarball, build/dist/fp224-VERSION.tar.xz, and its checksum
$(DIST)/$(TARBALL): FORCE
	$(Q)mkdir -p $(DIST) && c=HEAD && if [ -n "$$(git status --porcelain --untracked-files=no)" ]; then \
	  export GIT_AUTHOR_DATE="$$(git log -1 --format=%aI)" GIT_COMMITTER_DATE="$$(git log -1 --format=%cI)"; \
	  c=$$(git stash create) && echo "dist: the tree has changes not committed; the tarball holds them, no release"; fi; \
	git archive --format=tar --prefix=fp224-$(VERSION)/ $$c | xz -T1 -6 -c > $@.tmp; \
	cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@; (cd $(DIST) && sha256sum $(TARBALL) > $(TARBALL).sha256)
	@echo "dist: $@, sha256 $$(cut -c1-16 $@.sha256)"
# The book goes in as this build typeset it, typeset again only if it is not of HEAD
# (its own records change it each time, and the packages would never be up to date),
# with its HTML edition, made again if it is older than the PDF.
deb: $(DEB)/lintian.txt ## the Debian packages, source and binary, in build/deb, lintian-clean
$(DEB)/lintian.txt: $(DIST)/$(TARBALL) | $(B)/deps-deb.stamp
	$(Q)grep -qF "BookHead{$$(git rev-parse --short=12 HEAD)}" $(B)/gen/version.tex 2>/dev/null \
	  && [ $(B)/html/index.html -nt $(B)/fp224.pdf ] || $(MAKE) --no-print-directory book html
	$(Q)rm -rf $(DEB) && mkdir -p $(DEB)/edition && cp $< $(DEB)/fp224_$(VERSION).orig.tar.xz
	$(Q)cp -r $(B)/fp224.pdf $(B)/html $(DEB)/edition/ && tar -C $(DEB) --sort=name --owner=0 --group=0 \
	  --numeric-owner --mtime=@$(SOURCE_DATE_EPOCH) -cf - edition | xz -T1 -6 -c \
	  > $(DEB)/fp224_$(VERSION).orig-edition.tar.xz
	$(Q)rm -r $(DEB)/edition && tar -C $(DEB) -xJf $(CURDIR)/$< \
	  && tar -C $(DEB)/fp224-$(VERSION) -xJf $(DEB)/fp224_$(VERSION).orig-edition.tar.xz
	$(Q)(cd $(DEB)/fp224-$(VERSION) && env -u SOURCE_DATE_EPOCH dpkg-buildpackage -us -uc) \
	  > $(DEB)/build.log 2>&1 \
	  || { tail -n 30 $(DEB)/build.log; echo "deb: dpkg-buildpackage failed; see $(DEB)/build.log"; exit 1; }
	$(Q)lintian --fail-on error,warning $(DEB)/fp224_$(DEBV)_*.changes > $@.tmp 2>&1 \
	  || { cat $@.tmp; echo "deb: lintian reports the above"; exit 1; }
	$(Q)mv $@.tmp $@; echo "deb: $$(cd $(DEB) && ls *.dsc *.deb | xargs); lintian: $$(wc -l < $@) lines"
check-deb: $(DEB)/lintian.txt | $(B)/deps-deb.stamp ## the packages unpacked and used, then installed with their own tests
	$(Q)$(RECORD) deb $(B)/logs bash $(SRC)/tests/package/deb.sh $(DEB)
	$(Q)$(RECORD) autopkgtest $(B)/logs bash $(SRC)/tests/package/autopkgtest.sh $(DEB)
