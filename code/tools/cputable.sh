# Generated from book/88-cpus.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: cputable.sh SRC  -- rows of the targets table of the chapter "Every CPU"
set -euo pipefail
src=$1
targets=(
  "x86-64|cc|-ffp-contract=off||"
  "x86-64-v3|cc|-march=x86-64-v3 -ffp-contract=fast||"
  "i386-x87|gcc -m32|-mfpmath=387|i386|INSTANCE=x87"
  "i386-sse2|gcc -m32|-msse2 -mfpmath=sse|i386|"
  "armhf|arm-linux-gnueabihf-gcc|-ffp-contract=off|armhf|"
  "aarch64|aarch64-linux-gnu-gcc|-ffp-contract=fast|arm64|"
  "ppc64le|powerpc64le-linux-gnu-gcc|-ffp-contract=fast|ppc64el|"
  "riscv64|riscv64-linux-gnu-gcc|-ffp-contract=fast|riscv64|")
for spec in "${targets[@]}"; do
  IFS='|' read -r name cc cflags _ extra <<< "$spec"
  inst=d10; [[ $extra == *INSTANCE=x87* ]] && inst=x87
  cmd=${cc%% *}
  if ! command -v "$cmd" > /dev/null; then echo "cputable: $cmd missing" >&2; exit 1; fi
  # shellcheck disable=SC2086
  macros=$($cc $cflags -dM -E - < /dev/null)
  get() { sed -n "s/^#define $1 //p" <<< "$macros"; }
  if [ $inst = x87 ]; then
    mant=$(get __LDBL_MANT_DIG__); fma=__FP_FAST_FMAL; type='long double'
  else
    mant=$(get __DBL_MANT_DIG__); fma=__FP_FAST_FMA; type=double
  fi
  fused=no; grep -q "^#define $fma " <<< "$macros" && fused=yes
  limbs=$(sed -n 's/^#define FE_N \([0-9]*\).*/\1/p' "$src/code/field-$inst.h")
  echo "$name & \\texttt{$cflags} & $type & $limbs & $mant & $(get __LDBL_MANT_DIG__) &" \
    "$(get __FLT_EVAL_METHOD__) & $fused\\\\"
done
