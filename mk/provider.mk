# SPDX-License-Identifier: MIT
# fp224: code/provider and tests/provider (included by the Makefile; chapter "fp224 inside
# OpenSSL"): a module that exports its entry point alone, linked with the shared library.
PROVIDER := $(B)/ossl-modules/fp224.so
PROVIDER_DEFS = -DFP224_PROVIDER_VERSION='"$(VERSION)"'
OSSL_KEYS := $(SRC)/tests/provider/ossl-keys.h
provider: $(PROVIDER) ## build/ossl-modules/fp224.so, an OpenSSL 3 provider of ECDH on P-224
$(B)/provider.map: ; $(Q_GEN)mkdir -p $(@D) && printf '{\n  global: OSSL_provider_init;\n  local: *;\n};\n' > $@
$(PROVIDER): $(SRC)/code/provider/fp224-provider.c $(LIBSO) $(B)/provider.map | $(B)/deps-provider.stamp
	$(Q_CCLD)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) $(PROVIDER_DEFS) $(SHARED) \
	  -Wl,--version-script=$(B)/provider.map -o $@ $< $(B)/libfp224.so \
	  $(if $(RPATH),-Wl$(,)-rpath$(,)'$(RPATH)/..') -lcrypto
$(B)/provider-test: $(SRC)/tests/provider/provider-test.c $(OSSL_KEYS) | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $< -o $@ -lcrypto
check-provider: $(PROVIDER) $(B)/provider-test check-threads check-tls ## the provider against OpenSSL's own ECDH, and in OpenSSL's programs
	$(Q)$(RECORD) provider $(B)/logs $(B)/provider-test $(B)/ossl-modules tests/vectors
	$(Q)$(RECORD) provider-cli $(B)/logs bash $(SRC)/tests/provider/provider-cli.sh $(B)
VALGRIND := valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
            --suppressions=$(SRC)/tests/package/ldso-origin.supp
memcheck-provider: $(PROVIDER) $(B)/provider-test memcheck-tls
	$(Q)$(RECORD) memcheck-provider $(B)/logs $(VALGRIND) $(B)/provider-test $(B)/ossl-modules tests/vectors
# Appendix "The full test suites": from THREADS threads at once, and TLS 1.2 handshakes.
THREADS       ?= 8
THREAD_ROUNDS ?= 20
HANDSHAKES    ?= 2000
MEMCHECK_HANDSHAKES ?= 50
$(B)/provider-threads: $(SRC)/tests/provider/provider-threads.c $(OSSL_KEYS) $(B)/libfp224.a | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $< $(B)/libfp224.a -o $@ -lcrypto -lpthread -lm
$(B)/provider-tls: $(SRC)/tests/provider/provider-tls.c | $(B)/deps-test.stamp
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $< -o $@ -lssl -lcrypto
check-threads: $(PROVIDER) $(B)/provider-threads ## the library and the provider from THREADS threads at once
	$(Q)$(RECORD) provider-threads $(B)/logs $(B)/provider-threads $(B)/ossl-modules $(THREADS) $(THREAD_ROUNDS)
check-tls: $(PROVIDER) $(B)/provider-tls ## HANDSHAKES TLS 1.2 handshakes on P-224 through the provider
	$(Q)$(RECORD) provider-tls $(B)/logs $(B)/provider-tls $(B)/ossl-modules $(HANDSHAKES)
memcheck-tls: $(PROVIDER) $(B)/provider-tls ## MEMCHECK_HANDSHAKES of them under valgrind memcheck
	$(Q)$(RECORD) memcheck-tls $(B)/logs $(VALGRIND) $(B)/provider-tls $(B)/ossl-modules $(MEMCHECK_HANDSHAKES)
# helgrind and DRD on the first use: every report is on a relaxed atomic of the suppressions.
$(B)/first-use-threads: $(SRC)/tests/calls/first-use-threads.c $(B)/libfp224.a
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $< $(B)/libfp224.a -o $@ -lpthread -lm
helgrind: $(B)/first-use-threads | $(B)/deps-test.stamp ## the first use from THREADS threads under helgrind and DRD
	$(Q)$(RECORD) helgrind $(B)/logs bash $(SRC)/tests/calls/threads-valgrind.sh $< \
	  $(SRC)/tests/calls/threads-valgrind.supp $(THREADS)
# Any report of ThreadSanitizer fails the run (exit 66); nothing is suppressed.
tsan: ## the threaded test under ThreadSanitizer (library and provider built for it)
	+$(Q)$(call VARIANT,tsan,VFLAGS=-fsanitize=thread) $(B)/tsan/ossl-modules/fp224.so $(B)/tsan/provider-threads
	$(Q)TSAN_OPTIONS="halt_on_error=1 exitcode=66" $(RECORD) tsan $(B)/logs \
	  $(B)/tsan/provider-threads $(B)/tsan/ossl-modules $(THREADS) $(THREAD_ROUNDS)
