# SPDX-License-Identifier: MIT
# fp224: the compiler of each hot instance (included by the Makefile; chapter "Timing").
# It is $(CC), or $(PICK_CC) where the kept choice, the committed mk/hot-compilers,
# says "alt": the library is built from its sources and that file, never from a run.
# PICK=no ignores the file, as do builds for another CPU or with sanitizers.  `make
# pick` times both compilers' builds and rewrites the file, to be committed; `make
# timings` measures again for the book's table without changing the library.
PICK     ?= kept
PICK_CC  ?= clang
HOT_KEPT := mk/hot-compilers
NATIVE   := $(if $(RUN)$(ARCH_CFLAGS)$(SAN),,yes)
HOT_ALT  := $(if $(NATIVE),$(if $(filter kept,$(PICK)),$(filter $(HOT),\
              $(shell awk '$$2 == "alt" { print $$1 }' $(HOT_KEPT)))))
# Both builds of each hot instance, in build/pick/cc and build/pick/alt: the
# library's flags less -ffp-contract=off, then the instance's, from the table.
# Clang 14 writes DWARF 5 that valgrind 3.19 cannot read: its objects carry DWARF 4.
HOT_FLAGS = $(LIB_CPPFLAGS) $(filter-out -ffp-contract=off,$(ALL_CFLAGS)) $(FLAGS_$*)
$(B)/pick/cc/%.o: $(SRC)/code/lib/%.c $(LIB_HDRS)
	$(Q_CC)mkdir -p $(@D) && $(CC) $(HOT_FLAGS) -c $< -o $@
$(B)/pick/alt/%.o: $(SRC)/code/lib/%.c $(LIB_HDRS)
	$(Q_CC)mkdir -p $(@D) && $(PICK_CC) $(HOT_FLAGS) -gdwarf-4 -c $< -o $@
# The library's object of each hot instance is a copy of the kept compiler's.
$(patsubst %,$(B)/obj/instance-%.o,$(filter-out $(HOT_ALT),$(HOT))): $(B)/obj/%: $(B)/pick/cc/% $(HOT_KEPT)
	$(Q_CP)cp $< $@
$(patsubst %,$(B)/obj/instance-%.o,$(HOT_ALT)): $(B)/obj/%: $(B)/pick/alt/% $(HOT_KEPT)
	$(Q_CP)cp $< $@
# fp224-pick-cc and -alt link the library's other objects with one compiler's hot
# instances; pick.sh times them in turn and writes this run's choice beside the
# kept one (build/pick/choice.txt, and the book's table).
PICK_ALT := $(if $(NATIVE),$(if $(shell command -v $(PICK_CC)),$(B)/pick/fp224-pick-alt))
$(B)/pick/fp224-pick-cc: $(HOT:%=$(B)/pick/cc/instance-%.o)
$(B)/pick/fp224-pick-alt: $(HOT:%=$(B)/pick/alt/instance-%.o)
$(B)/pick/fp224-pick-%: $(SRC)/code/bench/fp224-pick.c \
  $(patsubst code/lib/%.c,$(B)/obj/%.o,$(filter-out $(HOT:%=code/lib/instance-%.c),$(LIB_C)))
	$(Q_CCLD)$(CC) $(LIB_CPPFLAGS) $(ALL_CFLAGS) $(filter %.c %.o,$^) -lm -o $@
$(B)/pick/choice.txt: $(SRC)/code/bench/pick.sh $(B)/pick/fp224-pick-cc $(PICK_ALT) $(HOT_KEPT)
	$(Q_GEN)bash $< $(@D) "$(HOT)" $(HOT_KEPT) $(B)/pick/fp224-pick-cc $(PICK_ALT)
	@echo "pick: $$(awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $$1, $$2 }' $@)"
pick: $(B)/pick/choice.txt ## time both compilers' hot instances; keep the faster in mk/hot-compilers
	@if cmp -s $< $(HOT_KEPT); then echo "pick: the kept choice stands ($(HOT_KEPT))"; \
	else cp $< $(HOT_KEPT); echo "pick: $(HOT_KEPT) rewritten; commit it to keep it"; \
	  cat $(HOT_KEPT); fi
