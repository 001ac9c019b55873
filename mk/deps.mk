# fp224: the Debian packages, in groups.  Included by the top-level Makefile, which sets
# the flags and the directories; `make help` lists the targets.

# Debian packages, in groups: `make deps` installs every group that is missing
# (as root; otherwise it prints the command); each rule asks only for its own.
#   build: the library and the programs (a compiler and noweb);
#   test:  the Check suite and its references, valgrind, the fuzzer, the peers,
#          the openssl program, curl and Python (the provider's tests);
#   cross: the cross compilers of the other CPUs (their operation counts);
#   book:  LaTeX.
DEBS_build := noweb gcc make binutils clang
DEBS_test  := check pkg-config valgrind libgmp-dev libssl-dev xxd nettle-dev \
              libgcrypt20-dev clang libclang-rt-14-dev dpkg-dev man-db openssl curl python3
DEBS_cross := gcc-arm-linux-gnueabihf gcc-aarch64-linux-gnu gcc-powerpc64le-linux-gnu \
              gcc-riscv64-linux-gnu libc6-dev-armhf-cross libc6-dev-arm64-cross \
              libc6-dev-ppc64el-cross libc6-dev-riscv64-cross
DEBS_book  := latexmk lmodern texlive-latex-base texlive-latex-recommended \
              texlive-fonts-recommended texlive-pictures poppler-utils groff-base
DEB_GROUPS := build test cross book

deps: $(B)/deps.stamp ## install missing Debian packages (as root), else say how
$(B)/deps.stamp: $(foreach g,$(DEB_GROUPS),$(B)/deps-$(g).stamp)
	@touch $@
$(B)/deps-%.stamp: Makefile
	@missing=$$(for p in $(DEBS_$*); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "make deps: installing ($*)" $$missing; \
	    apt-get update -qq; \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	  else \
	    echo "make deps: missing Debian packages ($*); run as root:"; \
	    echo "  apt-get install --no-install-recommends" $$missing; \
	    exit 1; \
	  fi; \
	fi
	@mkdir -p $(B) && touch $@

