# Generated from book/10-limbs.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: guards.sh INSTANCE.c  -- every forbidden floating-point mode must be refused
set -uo pipefail
src=$1
CC=${CC:-cc}
status=0; n=0
try() {
  n=$((n + 1))
  # shellcheck disable=SC2086
  if out=$($CC $CPPFLAGS -std=c11 "$@" -c "$src" -o /dev/null 2>&1); then
    echo "guards: building with $* succeeded, but must be refused"; status=1
  elif ! grep -q '#error' <<< "$out"; then
    echo "guards: building with $* failed, but not at a guard:"; echo "$out" | head -5; status=1
  fi
}
try -ffast-math
try -ffinite-math-only
if ! $CC --version 2>/dev/null | grep -qi clang; then
  # GCC announces reassociation and x87 excess precision; Clang announces
  # neither, and the runtime self-test is what catches them there.
  try -fassociative-math -fno-signed-zeros -fno-trapping-math
  case $($CC -dumpmachine) in
    x86_64-*|i?86-*) try -mfpmath=387 ;;
  esac
fi
[ $status = 0 ] && echo "guards: all $n forbidden modes refused"
exit $status
