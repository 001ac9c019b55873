# fp224: the library, its instances and the programs.  Included by the top-level
# Makefile, which sets the flags and the directories; `make help` lists the targets.

# The library's files are the roots under code/lib in tangle/ROOTS, which the
# book writes: all its headers, and its C files less the instances only some
# builds take (the x86-64 instances, instance-d10fma.c and instance-d10x*.c, and
# instance-x87.c); a root added to the book joins the list by itself.
LIB_ROOTS_C := $(filter code/lib/%.c,$(ROOTS))
X86_ROOTS_C := $(filter code/lib/instance-d10fma.c code/lib/instance-d10x%.c,$(LIB_ROOTS_C))
LIB_C   := $(filter-out $(X86_ROOTS_C) code/lib/instance-x87.c,$(LIB_ROOTS_C))
LIB_H   := $(filter code/lib/%.h code/lib/%.def,$(ROOTS)) code/include/fp224.h
HOST_ARCH := $(shell $(CC) -dumpmachine)
# On x86-64 the library adds the FMA and SIMD instances (chapter "Lanes"); the
# test asks the compiler with the target's flags, since gcc -m32 still reports
# an x86_64 machine.
X86_64_TARGET := $(shell echo | $(CC) $(ARCH_CFLAGS) -dM -E - 2>/dev/null | grep -c '__x86_64__ 1')
ifeq ($(X86_64_TARGET),1)
X86_C   := $(X86_ROOTS_C)
endif
# INSTANCE=x87 builds the library and the Check suite on the x87 long-double
# instance alone (chapter "Every CPU"); the default is the binary64 instance.
INSTANCE ?= d10
TEST_DEFS :=
ifeq ($(INSTANCE),x87)
LIB_C   := $(filter-out code/lib/instance-d10.c,$(LIB_C)) code/lib/instance-x87.c
X86_C   :=
TEST_DEFS := '-DFP224_TEST_INSTANCE="field-x87.h"'
$(B)/obj/fp224.o: DEFS += -DFP224_X87
endif
PROGS   := $(B)/fp224 $(B)/fp224-56

LIB_OBJ  := $(patsubst code/lib/%.c,$(B)/obj/%.o,$(LIB_C) $(X86_C))
LIBI     := $(B)/libfp224-internal.a

lib: $(B)/libfp224.a $(B)/libfp224.so $(LIBI) ## build/libfp224.a and build/libfp224.so

$(B)/obj/%.o: $(SRC)/code/lib/%.c $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -c $< -o $@

# The x86-64 instances: the same bodies for x86-64-v3 and -v4, with fused multiply-add.
# They are the hot ones.  Each is compiled by $(CC), or by $(PICK_CC) when the kept
# choice, the committed file mk/hot-compilers, names "alt" for it: the library is
# built from its sources and that file alone, never from a run.  `make pick` times
# the two compilers' builds side by side (chapter "Timing", "Which compiler") and
# writes its choice there, to be committed; `make timings` repeats the measurement
# for the book's table without changing the library.  PICK=no ignores the file, as
# do the builds for another CPU or with sanitizers.
# Clang 14 writes DWARF 5 that valgrind 3.19 cannot read: its objects carry DWARF 4.
PICK     ?= kept
PICK_CC  ?= clang
HOT      := $(patsubst code/lib/instance-%.c,%,$(X86_C))
HOT_KEPT := mk/hot-compilers
ISA_d10fma  := -march=x86-64-v3
ISA_d10x4   := -march=x86-64-v3
ISA_d10x4v4 := -march=x86-64-v4
ISA_d10x8   := -march=x86-64-v4
# A native build: not for another CPU, not with sanitizers.
PICK_NATIVE := $(if $(RUN)$(ARCH_CFLAGS)$(SAN),,yes)
PICK_CAN := $(if $(filter kept,$(PICK)),$(PICK_NATIVE))
HOT_ALT  := $(if $(PICK_CAN),$(shell awk '$$2 == "alt" { print $$1 }' $(HOT_KEPT) 2>/dev/null))
HOT_FLAGS = $(ALL_CPPFLAGS) $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) $(ISA_d10$*) \
            -ffp-contract=fast -funroll-loops
$(B)/cc/cc/instance-d10%.o: $(SRC)/code/lib/instance-d10%.c $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	$(CC) $(HOT_FLAGS) -c $< -o $@
$(B)/cc/alt/instance-d10%.o: $(SRC)/code/lib/instance-d10%.c $(addprefix $(SRC)/,$(LIB_H))
	@mkdir -p $(@D)
	$(PICK_CC) $(HOT_FLAGS) -gdwarf-4 -c $< -o $@
.SECONDARY: $(foreach h,$(HOT),$(B)/cc/cc/instance-$(h).o $(B)/cc/alt/instance-$(h).o) \
            $(B)/pick/fp224-pick-cc $(B)/pick/fp224-pick-alt
# The library's object of each hot instance is the kept compiler's.
define HOT_OBJ
$(B)/obj/instance-$(1).o: $(B)/cc/$(if $(filter $(1),$(HOT_ALT)),alt,cc)/instance-$(1).o $(HOT_KEPT)
	@mkdir -p $$(@D)
	cp $$< $$@
endef
$(foreach h,$(HOT),$(eval $(call HOT_OBJ,$(h))))

# The measurement: fp224-pick links the library's other objects with one compiler's
# hot instances; pick.sh times the two links in turn and writes this run's choice
# beside the kept one (build/pick/choice.txt, and the book's table).
PICK_OTHER := $(filter-out $(patsubst code/lib/%.c,$(B)/obj/%.o,$(X86_C)),$(LIB_OBJ))
$(B)/pick/fp224-pick-%: $(SRC)/code/bench/fp224-pick.c $(PICK_OTHER) \
                        $(patsubst %,$(B)/cc/\%/instance-%.o,$(HOT))
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $< $(PICK_OTHER) $(patsubst %,$(B)/cc/$*/instance-%.o,$(HOT)) \
	  -lm -o $@
$(B)/pick/choice.txt: $(SRC)/code/tools/pick.sh $(B)/pick/fp224-pick-cc $(HOT_KEPT)
	@alt=; if [ -n "$(PICK_NATIVE)" ] && command -v $(PICK_CC) >/dev/null 2>&1; then \
	  $(MAKE) --no-print-directory $(B)/pick/fp224-pick-alt && alt=$(B)/pick/fp224-pick-alt; \
	fi; bash $< $(@D) "$(HOT)" $(HOT_KEPT) $(B)/pick/fp224-pick-cc $$alt
	@cat $@
.PHONY: pick
pick: $(B)/pick/choice.txt ## time both compilers' hot instances; keep the faster in mk/hot-compilers
	@if cmp -s $< $(HOT_KEPT); then echo "pick: the kept choice stands ($(HOT_KEPT))"; \
	else cp $< $(HOT_KEPT); echo "pick: $(HOT_KEPT) rewritten; commit it to keep it"; \
	  cat $(HOT_KEPT); fi
ifneq ($(X86_C),)
$(B)/obj/fp224.o: DEFS += -DFP224_X86_PATHS
endif

# The installed archive holds one object, linked from all the library's, in which
# every hidden symbol is local: only the functions of fp224.h are global, as in
# the shared library.  The tests, the speed program and the tools need the
# internal names too, and link libfp224-internal.a.
OBJCOPY ?= $(if $(filter %-gcc,$(firstword $(CC))),$(patsubst %-gcc,%-objcopy,$(firstword $(CC))),objcopy)
$(LIBI): $(LIB_OBJ)
	rm -f $@ && ar rcD $@ $^
$(B)/libfp224.a: $(LIB_OBJ)
	$(CC) $(ARCH_CFLAGS) -r -nostdlib -o $(B)/fp224-lib.o $^
	$(OBJCOPY) --localize-hidden $(B)/fp224-lib.o
	rm -f $@ && ar rcD $@ $(B)/fp224-lib.o

$(B)/libfp224.so: $(LIB_OBJ)
	$(CC) $(ARCH_CFLAGS) $(LDFLAGS) -shared -Wl,-soname,libfp224.so.$(ABI) -Wl,-z,noexecstack \
	  -o $@ $^ -lm

# The fixed-base table is computed by a program of the book before the library.
# The table is bytes, the same for every CPU: a build for another CPU (HOST_B set)
# copies the one that HOST_CC makes in HOST_B.
ifeq ($(HOST_B),)
# It compiles the field and point bodies itself: an instance reads the table.
$(B)/fp224-basegen: $(SRC)/code/tools/fp224-basegen.c $(B)/obj/inverse.o $(addprefix $(SRC)/,$(LIB_H))
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(filter %.c %.o,$^) -o $@ -lm
$(B)/gen/fp224-basetable.h: $(B)/fp224-basegen
	@mkdir -p $(@D)
	$< > $@.tmp && mv $@.tmp $@
else
.PHONY: $(HOST_B)/gen/fp224-basetable.h
$(HOST_B)/gen/fp224-basetable.h:
	$(MAKE) --no-print-directory B=$(HOST_B) CC='$(HOST_CC)' ARCH_CFLAGS= ARCH_LDFLAGS= RUN= HOST_B= $@
$(B)/gen/fp224-basetable.h: $(HOST_B)/gen/fp224-basetable.h
	@mkdir -p $(@D)
	cmp -s $< $@ || cp $< $@
endif
$(B)/obj/base-table.o: $(B)/gen/fp224-basetable.h

# ---------------------------------------------------------------- programs
programs: $(PROGS) ## build/fp224 and build/fp224-56
$(B)/fp224: $(SRC)/code/cli/fp224-cli.c $(LIBI)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -DPOINT=28 $< $(LIBI) -o $@ -lm
$(B)/fp224-56: $(SRC)/code/cli/fp224-cli.c $(LIBI)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -DPOINT=56 $< $(LIBI) -o $@ -lm

