# SPDX-License-Identifier: MIT
# fp224: the Debian packages and their test (included by the Makefile; Appendix
# "The Debian packages").  dpkg-buildpackage builds in a copy of the sources, in
# build/deb, and writes the packages there; lintian must report no error or warning.
DEB      := $(B)/deb
DEB_SRC  := Makefile LICENSE mk tangle book code debian
DEB_DEPS := $(NW) Makefile mk/*.mk mk/hot-compilers tangle/* LICENSE $(wildcard debian/* debian/*/*)
deb: $(DEB)/lintian.txt ## the Debian packages, in build/deb, lintian-clean
$(DEB)/lintian.txt: $(DEB_DEPS) | $(B)/deps-deb.stamp
	$(Q)rm -rf $(DEB) && mkdir -p $(DEB)/fp224-$(VERSION) && cp -r $(DEB_SRC) $(DEB)/fp224-$(VERSION)
	$(Q)(cd $(DEB)/fp224-$(VERSION) && dpkg-buildpackage -us -uc -b) > $(DEB)/build.log 2>&1 \
	  || { tail -n 30 $(DEB)/build.log; echo "deb: dpkg-buildpackage failed; see $(DEB)/build.log"; exit 1; }
	$(Q)lintian --fail-on error,warning $(DEB)/*.changes > $@.tmp 2>&1 \
	  || { cat $@.tmp; echo "deb: lintian reports the above"; exit 1; }
	$(Q)mv $@.tmp $@; echo "deb: $$(cd $(DEB) && ls *.deb | xargs); lintian: $$(wc -l < $@) lines"
check-deb: $(DEB)/lintian.txt | $(B)/deps-deb.stamp ## install the packages in a scratch root and use them
	$(Q)$(RECORD) deb $(B)/logs bash $(SRC)/tests/scripts/deb.sh $(DEB)
