# SPDX-License-Identifier: MIT
# fp224: the library and the programs (included by the Makefile).
# The library's files are the roots under code/lib in tangle/ROOTS (in that order),
# one C file an instance, all compiled in every build: each instance file is its
# code where the compiler's macros say it runs, else a stub (chapter "Headers,
# instances and the dispatcher").  An instance file gets its instruction set's
# flags where the build is for that set's machine (instances.mk, mk/tangle.mk); the
# hot instances are those with flags in this build: on x86-64, those of x86-64-v3,
# -v4 and -v4 with IFMA (chapters "Lanes", "Integer mode"); with -mfpmath=387 on x86
# the x87 instance is the library's (chapter "Every CPU").
# The version and the ABI number are the header's (chapter "The interface").
VERSION := $(shell sed -n 's/^\#define FP224_VERSION_STRING "\(.*\)"$$/\1/p' code/include/fp224.h)
ABI     := $(shell sed -n 's/^\#define FP224_ABI \([0-9]*\)$$/\1/p' code/include/fp224.h)
LIB_H    := $(filter code/lib/%.h code/lib/%.def,$(ROOTS)) code/include/fp224.h
LIB_HDRS := $(addprefix $(SRC)/,$(LIB_H))
LIB_C    := $(filter code/lib/%.c,$(ROOTS))
HOT      := $(foreach i,$(INSTANCES),$(if $(strip $(FLAGS_instance-$(i))),$(i)))
LIB_OBJ  := $(patsubst code/lib/%.c,$(B)/obj/%.o,$(LIB_C))
LIBI     := $(B)/libfp224-internal.a
PROGS    := $(B)/fp224 $(B)/fp224-56

lib: $(B)/libfp224.a $(B)/libfp224.so $(LIBI) ## build/libfp224.a and build/libfp224.so
# (The hot instances' objects are copies, mk/pick.mk.)
$(B)/obj/%.o: $(SRC)/code/lib/%.c $(LIB_HDRS)
	$(Q_CC)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(FLAGS_$*) -c $< -o $@
# The installed archive holds one object in which only fp224.h's functions are
# global; the tests and tools need the internal names, in libfp224-internal.a.
OBJCOPY ?= $(if $(filter %-gcc,$(firstword $(CC))),$(patsubst %-gcc,%-objcopy,$(firstword $(CC))),objcopy)
$(LIBI): $(LIB_OBJ)
	$(Q_AR)rm -f $@ && ar rcD $@ $^
# The few internal functions the programs call (FP224_PRIVATE in api.h) are exported by
# the shared library under the version node FP224_PRIVATE_VERSION alone (chapter
# "Installing"); the archive keeps them local like the hidden ones.
PRIVATE := $(shell sed -n 's/^FP224_PRIVATE .*[ *]\(fp224_[a-z0-9_]*\)[^a-z0-9_].*/\1/p' code/lib/api.h)
$(B)/libfp224.a: $(LIB_OBJ)
	$(Q)$(CC) $(ARCH_CFLAGS) -r -nostdlib -o $(B)/fp224-lib.o $^
	$(Q)$(OBJCOPY) --localize-hidden $(addprefix -L ,$(PRIVATE)) $(B)/fp224-lib.o
	$(Q_AR)rm -f $@ && ar rcD $@ $(B)/fp224-lib.o
$(B)/libfp224.map: code/lib/api.h code/include/fp224.h
	$(Q_GEN)mkdir -p $(@D) && printf 'FP224_PRIVATE_%s {\n  global: %s;\n};\n' $(VERSION) \
	  "$$(echo $(PRIVATE) | sed 's/ /; /g')" > $@
$(B)/libfp224.so: $(LIB_OBJ) $(B)/libfp224.map
	$(Q_LD)$(CC) $(ARCH_CFLAGS) $(LDFLAGS) -shared -Wl,-soname,libfp224.so.$(ABI) -Wl,-z,noexecstack \
	  -Wl,--version-script=$(B)/libfp224.map -o $@ $(LIB_OBJ) -lm
# The programs and the provider link the shared library; in the build tree they find it
# by its soname beside them (RUNPATH $ORIGIN), which a package build turns off (RPATH=).
RPATH ?= $$ORIGIN
, := ,
$(B)/libfp224.so.$(ABI): $(B)/libfp224.so
	$(Q)ln -sf libfp224.so $@
LIBSO := $(B)/libfp224.so $(B)/libfp224.so.$(ABI)

# The fixed-base table is computed by a program of the book before the library;
# it compiles the field and point bodies itself.  The table is bytes, the same for
# every CPU: a build for another CPU (HOST_B set) copies the one HOST_CC makes there.
$(B)/obj/base-table.o $(B)/count/base-table.o $(B)/fuzz-asan/base-table.o \
  $(B)/fuzz-fast/base-table.o: $(B)/gen/fp224-basetable.h
ifeq ($(HOST_B),)
$(B)/fp224-basegen: $(SRC)/code/gen/fp224-basegen.c $(B)/obj/inverse.o $(LIB_HDRS)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(filter %.c %.o,$^) -o $@ -lm
$(B)/gen/fp224-basetable.h: $(B)/fp224-basegen
	$(Q_GEN)mkdir -p $(@D) && $< > $@.tmp && mv $@.tmp $@
else
.PHONY: $(HOST_B)/gen/fp224-basetable.h
$(HOST_B)/gen/fp224-basetable.h:
	$(Q)$(MAKE) --no-print-directory B=$(HOST_B) CC='$(HOST_CC)' ARCH_CFLAGS= ARCH_LDFLAGS= RUN= HOST_B= $@
$(B)/gen/fp224-basetable.h: $(HOST_B)/gen/fp224-basetable.h
	$(Q_CP)mkdir -p $(@D); cmp -s $< $@ || cp $< $@
endif
# The command-line programs (points of 28 or 56 bytes) link the shared library.
programs: $(PROGS) ## build/fp224 and build/fp224-56
$(PROGS): $(SRC)/code/cli/fp224-cli.c $(LIBSO)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -DPOINT=$(if $(filter %-56,$@),56,28) $< \
	  $(B)/libfp224.so $(if $(RPATH),-Wl$(,)-rpath$(,)'$(RPATH)') -o $@
