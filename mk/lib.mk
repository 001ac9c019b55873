# SPDX-License-Identifier: MIT
# fp224: code/lib and code/cli (included by the Makefile).  Every instance file is compiled, to
# its code where the compiler's macros say it runs, else to a stub, with its instruction set's
# flags (instances.mk); the hot instances are those with flags here.  Version and ABI: the header's.
VERSION := $(shell sed -n 's/^\#define FP224_VERSION_STRING "\(.*\)"$$/\1/p' code/include/fp224.h)
ABI     := $(shell sed -n 's/^\#define FP224_ABI \([0-9]*\)$$/\1/p' code/include/fp224.h)
LIB_HDRS := $(addprefix $(SRC)/,$(filter code/lib/%.h code/lib/%.def,$(ROOTS)) code/include/fp224.h)
LIB_C    := $(filter code/lib/%.c,$(ROOTS))
HOT      := $(foreach i,$(INSTANCES),$(if $(strip $(FLAGS_instance-$(i))),$(i)))
LIB_OBJ  := $(patsubst code/lib/%.c,$(B)/obj/%.o,$(LIB_C))
LIBI     := $(B)/libfp224-internal.a
PROGS    := $(B)/fp224 $(B)/fp224-56
lib: $(B)/libfp224.a $(B)/libfp224.so $(LIBI) ## build/libfp224.a and build/libfp224.so
# The one rule that compiles the library; its variants (counted, sanitizers, fuzzers, x87, IFMA
# emulated, the other compiler) run it in build/NAME with their flags: $(call VARIANT,NAME,VARS).
$(B)/obj/%.o: $(SRC)/code/lib/%.c $(LIB_HDRS)
	$(Q_CC)mkdir -p $(@D) && $(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(FLAGS_$*) -c $< -o $@
VARIANT = $(MAKE) $(if $(Q),-s) B=$(B)/$(1) HOST_B=$(B) HOST_CC='$(CC)' $(2)
# The installed archive: one object, only fp224.h's functions global; libfp224-internal.a: all.
OBJCOPY ?= $(if $(filter %-gcc,$(firstword $(CC))),$(patsubst %-gcc,%-objcopy,$(firstword $(CC))),objcopy)
$(LIBI): $(LIB_OBJ) ; $(Q_AR)rm -f $@ && ar rcD $@ $^
# The internal functions the programs call (FP224_PRIVATE) are exported under their own node.
PRIVATE := $(shell sed -n 's/^FP224_PRIVATE .*[ *]\(fp224_[a-z0-9_]*\)[^a-z0-9_].*/\1/p' code/lib/api.h)
$(B)/libfp224.a: $(LIB_OBJ)
	$(Q)$(CC) $(ARCH_CFLAGS) -r -nostdlib -o $(B)/fp224-lib.o $^
	$(Q)$(OBJCOPY) --localize-hidden $(addprefix -L ,$(PRIVATE)) $(B)/fp224-lib.o
	$(Q_AR)rm -f $@ && ar rcD $@ $(B)/fp224-lib.o
$(B)/libfp224.map: code/lib/api.h code/include/fp224.h
	$(Q_GEN)mkdir -p $(@D) && printf 'FP224_PRIVATE_%s {\n  global: %s;\n};\n' $(VERSION) \
	  "$$(echo $(PRIVATE) | sed 's/ /; /g')" > $@
SHARED := -shared -Wl,-z,noexecstack
$(B)/libfp224.so: $(LIB_OBJ) $(B)/libfp224.map
	$(Q_LD)$(CC) $(ARCH_CFLAGS) $(LDFLAGS) $(SHARED) -Wl,-soname,libfp224.so.$(ABI) \
	  -Wl,--version-script=$(B)/libfp224.map -o $@ $(LIB_OBJ) -lm
# The programs find the shared library beside them (RUNPATH $ORIGIN; a package sets RPATH=).
RPATH ?= $$ORIGIN
, := ,
$(B)/libfp224.so.$(ABI): $(B)/libfp224.so ; $(Q)ln -sf libfp224.so $@
LIBSO := $(B)/libfp224.so $(B)/libfp224.so.$(ABI)
# The fixed-base table, bytes made by a program of the book, which a variant or a build for
# another CPU copies from HOST_B.  Generated, not committed: the program runs in 6 ms.
$(B)/obj/base-table.o: $(B)/gen/fp224-basetable.h
ifeq ($(HOST_B),)
$(B)/fp224-basegen: $(SRC)/code/gen/fp224-basegen.c $(B)/obj/inverse.o $(LIB_HDRS)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(filter %.c %.o,$^) -o $@ -lm
$(B)/gen/fp224-basetable.h: $(B)/fp224-basegen ; $(Q_GEN)mkdir -p $(@D) && $< > $@.tmp && mv $@.tmp $@
else
.PHONY: $(HOST_B)/gen/fp224-basetable.h
$(HOST_B)/gen/fp224-basetable.h:
	$(Q)$(MAKE) B=$(HOST_B) CC='$(HOST_CC)' ARCH_CFLAGS= ARCH_LDFLAGS= RUN= HOST_B= VFLAGS= $@
$(B)/gen/fp224-basetable.h: $(HOST_B)/gen/fp224-basetable.h
	$(Q)mkdir -p $(@D); cmp -s $< $@ || { $(if $(Q),echo '  CP      $@';) cp $< $@; }
endif
programs: $(PROGS) ## build/fp224 and build/fp224-56
$(PROGS): $(SRC)/code/cli/fp224-cli.c $(LIBSO)
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -DPOINT=$(if $(filter %-56,$@),56,28) $< \
	  $(B)/libfp224.so $(if $(RPATH),-Wl$(,)-rpath$(,)'$(RPATH)') -o $@
