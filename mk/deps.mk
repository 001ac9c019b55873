# SPDX-License-Identifier: MIT
# fp224: the Debian packages, in groups (included by the Makefile).  `make deps` installs the
# missing ones as root, else prints the command; each rule asks for its group, order-only.
DEBS_build := noweb gcc make binutils
DEBS_test  := check pkg-config valgrind libgmp-dev libssl-dev xxd nettle-dev libgcrypt20-dev clang \
              libclang-rt-14-dev dpkg-dev man-db openssl curl python3 llvm-16
DEBS_cross := gcc-arm-linux-gnueabihf gcc-aarch64-linux-gnu gcc-powerpc64le-linux-gnu gcc-riscv64-linux-gnu \
              libc6-dev-armhf-cross libc6-dev-arm64-cross libc6-dev-ppc64el-cross libc6-dev-riscv64-cross
DEBS_book  := latexmk lmodern texlive-latex-base texlive-latex-recommended texlive-fonts-recommended \
              texlive-pictures poppler-utils groff-base
DEBS_html  := texlive-plain-generic dvisvgm chromium python3 python3-websocket
deps: $(B)/deps.stamp ## install missing Debian packages (as root), else say how
deps-html: $(B)/deps-html.stamp ## install the packages of the HTML edition
$(B)/deps.stamp: $(B)/deps-build.stamp $(B)/deps-test.stamp $(B)/deps-cross.stamp $(B)/deps-book.stamp ; @touch $@
# A group is looked at again when its list, in this file, changes.
$(B)/deps-%.stamp: mk/deps.mk
	@missing=$$(for p in $(DEBS_$*); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ] && [ "$$(id -u)" != 0 ]; then \
	  echo "make deps: missing Debian packages ($*); run as root:"; \
	  echo "  apt-get install --no-install-recommends" $$missing; exit 1; elif [ -n "$$missing" ]; then \
	  echo "make deps: installing $$(echo $$missing | wc -w) packages ($*), log in $(B)/logs/apt-$*.txt"; \
	  mkdir -p $(B)/logs; { echo "$$missing"; apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; } \
	  > $(B)/logs/apt-$*.txt 2>&1 || { cat $(B)/logs/apt-$*.txt; exit 1; }; fi
	@mkdir -p $(B) && touch $@
# What make install needs beyond build, and what make deb and check-deb need.
DEBS_provider := pkg-config libssl-dev
DEBS_deb   := build-essential debhelper dpkg-dev lintian autopkgtest noweb pkg-config libssl-dev \
              openssl xxd xz-utils poppler-utils curl python3
$(B)/deps.stamp: $(B)/deps-provider.stamp
deps-deb: $(B)/deps-deb.stamp ## install the packages of make deb and make check-deb
