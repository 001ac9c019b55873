# fp224: the Check suite on other CPUs.  Included by the top-level Makefile, which sets
# the flags and the directories; `make help` lists the targets.

# Chapter "Every CPU": the Check suite built for and run on eight targets.
deps-arch: $(B)/deps.stamp $(SRC)/tests/arch-deps.sh ## cross toolchains, qemu-user, each target's test libraries
	bash $(SRC)/tests/arch-deps.sh $(B)/arch

check-arch: deps-arch $(SRC)/tests/check-arch.sh ## the Check suite on eight CPUs (x86, x87, ARM, POWER, RISC-V)
	$(RECORD) check-arch $(B)/logs bash $(SRC)/tests/check-arch.sh $(B)

$(B)/gen/cpus.tex: $(SRC)/code/tools/cputable.sh $(SRC)/code/lib/field-d10.h $(SRC)/code/lib/field-x87.h
	@mkdir -p $(@D)
	bash $< $(SRC) > $@.tmp && mv $@.tmp $@
$(B)/gen/cpucost.tex: $(SRC)/code/tools/cpucost.sh $(B)/timings/stamp
	@mkdir -p $(@D)
	bash $< $(B)/timings/ops.csv $(B)/timings/calls.csv > $@.tmp && mv $@.tmp $@
