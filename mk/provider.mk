# fp224: the OpenSSL provider, its checks, threads and TLS load.  Included by the top-
# level Makefile, which sets the flags and the directories; `make help` lists the
# targets.

# Chapter "fp224 inside OpenSSL": a module that OpenSSL 3 loads, exporting only its
# entry point; installed in OpenSSL's module directory, relocated under PREFIX.
PROVIDER := $(B)/ossl-modules/fp224.so
provider: $(PROVIDER) ## build/ossl-modules/fp224.so, an OpenSSL 3 provider of ECDH on P-224
$(B)/provider.map:
	@mkdir -p $(@D)
	printf '{\n  global: OSSL_provider_init;\n  local: *;\n};\n' > $@
$(PROVIDER): $(SRC)/code/provider/fp224-provider.c $(B)/libfp224.a $(B)/provider.map \
             | $(B)/deps-test.stamp
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -DFP224_PROVIDER_VERSION='"$(VERSION)"' -shared \
	  -Wl,--version-script=$(B)/provider.map -Wl,-z,noexecstack -o $@ $< $(B)/libfp224.a \
	  -lcrypto -lm

$(B)/provider-test: $(SRC)/tests/provider-test.c | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< -o $@ -lcrypto
check-provider: $(PROVIDER) $(B)/provider-test ## the provider against OpenSSL's own ECDH, and in OpenSSL's programs
	$(RECORD) provider $(B)/logs $(B)/provider-test $(B)/ossl-modules tests/vectors
	$(RECORD) provider-cli $(B)/logs bash $(SRC)/tests/provider-cli.sh $(B)
memcheck-provider: $(PROVIDER) $(B)/provider-test
	$(RECORD) memcheck-provider $(B)/logs \
	  valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
	  $(B)/provider-test $(B)/ossl-modules tests/vectors

# ---------------------------------------------------------------- threads and load
# Appendix "The full test suites": the library and the provider from THREADS threads
# at once, first use included (check-provider, and tsan under ThreadSanitizer, with
# the library, the provider and the test built for it in $(B)/tsan); and TLS 1.2
# handshakes on P-224 through the provider in one process (check-provider runs
# HANDSHAKES of them, memcheck-provider MEMCHECK_HANDSHAKES under valgrind).
THREADS       ?= 8
THREAD_ROUNDS ?= 20
HANDSHAKES    ?= 2000
MEMCHECK_HANDSHAKES ?= 50
$(B)/provider-threads: $(SRC)/tests/provider-threads.c $(B)/libfp224.a | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< $(B)/libfp224.a -o $@ -lcrypto -lpthread -lm
$(B)/provider-tls: $(SRC)/tests/provider-tls.c | $(B)/deps-test.stamp
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< -o $@ -lssl -lcrypto
# check-provider and memcheck-provider run these too, as prerequisites.
.PHONY: check-threads check-tls memcheck-tls tsan
check-provider: check-threads check-tls
memcheck-provider: memcheck-tls
check-threads: $(PROVIDER) $(B)/provider-threads ## the library and the provider from THREADS threads at once
	$(RECORD) provider-threads $(B)/logs \
	  $(B)/provider-threads $(B)/ossl-modules $(THREADS) $(THREAD_ROUNDS)
check-tls: $(PROVIDER) $(B)/provider-tls ## HANDSHAKES TLS 1.2 handshakes on P-224 through the provider
	$(RECORD) provider-tls $(B)/logs $(B)/provider-tls $(B)/ossl-modules $(HANDSHAKES)
memcheck-tls: $(PROVIDER) $(B)/provider-tls ## MEMCHECK_HANDSHAKES of them under valgrind memcheck
	$(RECORD) memcheck-tls $(B)/logs \
	  valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
	  $(B)/provider-tls $(B)/ossl-modules $(MEMCHECK_HANDSHAKES)
# Any report of ThreadSanitizer fails the run (exit code 66).  Nothing is suppressed:
# OpenSSL's libcrypto is not instrumented, and it gave no report to suppress.
tsan: $(B)/dev.stamp ## the threaded test under ThreadSanitizer (library and provider built for it)
	$(MAKE) --no-print-directory B=$(B)/tsan SAN="-fsanitize=thread" \
	  $(B)/tsan/ossl-modules/fp224.so $(B)/tsan/provider-threads
	TSAN_OPTIONS="halt_on_error=1 exitcode=66" \
	  $(RECORD) tsan $(B)/logs \
	  $(B)/tsan/provider-threads $(B)/tsan/ossl-modules $(THREADS) $(THREAD_ROUNDS)
