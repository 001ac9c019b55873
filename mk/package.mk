# SPDX-License-Identifier: MIT
# fp224: tests/package, install, the release tarball and the Debian packages (included by the
# Makefile).  The shared library is libfp224.so.ABI.MINOR.PATCH, its soname libfp224.so.ABI.
SOFILE  := libfp224.so.$(ABI).$(subst $() ,.,$(wordlist 2,3,$(subst ., ,$(VERSION))))
API     := $(shell sed -n 's/^FP224_API .*[ *]\(fp224_[a-z0-9_]*\)[^a-z0-9_].*/\1/p' code/include/fp224.h)
PREFIX     ?= /usr/local
DESTDIR    ?=
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
BINDIR     ?= $(PREFIX)/bin
MANDIR     ?= $(PREFIX)/share/man
DOCDIR     ?= $(PREFIX)/share/doc/fp224
# The provider goes to OpenSSL's modules when PREFIX is OpenSSL's, else to LIBDIR/ossl-modules.
OSSL_PREFIX := $(shell pkg-config --variable=prefix libcrypto 2>/dev/null)
OSSL_MODDIR := $(shell pkg-config --variable=modulesdir libcrypto 2>/dev/null)
MODULESDIR ?= $(if $(and $(OSSL_MODDIR),$(filter $(OSSL_PREFIX),$(PREFIX))),$(OSSL_MODDIR),$(LIBDIR)/ossl-modules)
INSTALL_ENV = DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" INCLUDEDIR="$(INCLUDEDIR)" LIBDIR="$(LIBDIR)" BINDIR="$(BINDIR)" \
  MANDIR="$(MANDIR)" DOCDIR="$(DOCDIR)" MODULESDIR="$(MODULESDIR)" VERSION=$(VERSION) ABI=$(ABI) SOFILE=$(SOFILE) \
  API="$(API)" bash tests/package/install-files.sh
# The facts of Part III that the build knows, as macros for the book, typeset only if the
# libraries export the header's prototypes alone, and the soname is libfp224.so.ABI.
$(B)/gen/install.tex: $(B)/libfp224.so $(B)/libfp224.a code/include/fp224.h code/lib/api.h mk/package.mk mk/deps.mk \
  mk/provider.mk $(SRC)/code/typeset/install-tex.sh
	$(Q_GEN)mkdir -p $(@D) && bash $(SRC)/code/typeset/install-tex.sh $(B) $(VERSION) $(ABI) $(SOFILE) "$(API)" \
	  "$(PRIVATE)" "$(DEBS_build)" "$(DEBS_provider)" $(THREADS) > $@.tmp; cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@
install: lib programs provider ## install under $(DESTDIR)$(PREFIX) (the book too, if built)
	@$(INSTALL_ENV) install $(B)
uninstall: ## remove what install installed, and the directories it leaves empty up to PREFIX
	@$(INSTALL_ENV) uninstall $(B)
install-test: lib programs provider | $(B)/deps-test.stamp
	$(Q)env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $(RECORD) install $(B)/logs bash $(SRC)/tests/package/install.sh $(B)
clean: ## remove build/ (never the committed code/ and tests/)
	rm -rf $(B)
# Appendix "The Debian packages": the release tarball, the packages made from it (with this
# build's book), lintian-clean, and their tests.
DIST    ?= $(B)/dist
DEB     := $(B)/deb
TARBALL := fp224-$(VERSION).tar.xz
# git archive of HEAD, or of the tracked files as they are when they differ (then no release).
dist: $(DIST)/$(TARBALL) ## the release tarball, build/dist/fp224-VERSION.tar.xz, and its checksum
$(DIST)/$(TARBALL): FORCE
	$(Q)mkdir -p $(DIST) && c=HEAD && if [ -n "$$(git status --porcelain --untracked-files=no)" ]; then \
	  export GIT_AUTHOR_DATE="$$(git log -1 --format=%aI)" GIT_COMMITTER_DATE="$$(git log -1 --format=%cI)"; \
	  c=$$(git stash create) && echo "dist: the tree has changes not committed; the tarball holds them, no release"; fi; \
	git archive --format=tar --prefix=fp224-$(VERSION)/ $$c | xz -T1 -6 -c > $@.tmp; \
	cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@; (cd $(DIST) && sha256sum $(TARBALL) > $(TARBALL).sha256)
	@echo "dist: $@, sha256 $$(cut -c1-16 $@.sha256)"
# The book goes in as this build typeset it, again only if it is not of HEAD.
deb: $(DEB)/lintian.txt ## the Debian packages, source and binary, in build/deb, lintian-clean
$(DEB)/lintian.txt: $(DIST)/$(TARBALL) $(SRC)/tests/package/deb-build.sh | $(B)/deps-deb.stamp
	$(Q)grep -qF "BookHead{$$(git rev-parse --short=12 HEAD)}" $(B)/gen/version.tex 2>/dev/null \
	  && [ $(B)/html/index.html -nt $(B)/fp224.pdf ] || $(MAKE) book html
	$(Q)bash $(SRC)/tests/package/deb-build.sh $(DEB) $< $(VERSION) $(SOURCE_DATE_EPOCH)
check-deb: $(DEB)/lintian.txt | $(B)/deps-deb.stamp ## the packages unpacked and used, then installed with their own tests
	$(Q)$(RECORD) deb $(B)/logs bash $(SRC)/tests/package/deb.sh $(DEB)
	$(Q)$(RECORD) autopkgtest $(B)/logs bash $(SRC)/tests/package/autopkgtest.sh $(DEB)
