# Generated from book/88-cpus.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: check-arch.sh BUILD [TARGET...]  -- the Check suite on each target, one summary line each
set -uo pipefail
host_b=$1; shift
dir="$host_b/arch"; sys=$(realpath -m "$dir/sysroot")
mkdir -p "$dir" "$host_b/timings"
targets=(
  "x86-64|cc|-ffp-contract=off||"
  "x86-64-v3|cc|-march=x86-64-v3 -ffp-contract=fast||"
  "i386-x87|gcc -m32|-mfpmath=387|i386|INSTANCE=x87"
  "i386-sse2|gcc -m32|-msse2 -mfpmath=sse|i386|"
  "armhf|arm-linux-gnueabihf-gcc|-ffp-contract=off|armhf|"
  "aarch64|aarch64-linux-gnu-gcc|-ffp-contract=fast|arm64|"
  "ppc64le|powerpc64le-linux-gnu-gcc|-ffp-contract=fast|ppc64el|"
  "riscv64|riscv64-linux-gnu-gcc|-ffp-contract=fast|riscv64|")
status=0; rows=(); begin=$SECONDS
for spec in "${targets[@]}"; do
  IFS='|' read -r name cc cflags deb extra <<< "$spec"
  if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then continue; fi
  b="$dir/$name"; start=$SECONDS
  inc=; ldflags=; run=; how=native; pc=()
  if [ -n "$deb" ]; then
    t=i386-linux-gnu; [ "$deb" = i386 ] || t=$($cc -dumpmachine)
    r="$sys/$deb"; lib="$r/usr/lib/$t"
    inc="-I$r/usr/include/$t -I$r/usr/include"
    ldflags="-L$lib -Wl,-rpath-link,$lib"
    pc=(PKG_CONFIG_LIBDIR="$lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$r")
    if [ "$deb" = i386 ]; then
      run="env LD_LIBRARY_PATH=$lib"
    else
      how=qemu-${t%%-*}; how=${how/powerpc64le/ppc64le}
      run="env CK_TIMEOUT_MULTIPLIER=10 $how -L /usr/$t -E LD_LIBRARY_PATH=$lib"
    fi
  fi
  if [ "$name" = x86-64-v3 ] && ! { grep -qw avx2 /proc/cpuinfo && grep -qw fma /proc/cpuinfo; }; then
    how=qemu-x86_64; run="env CK_TIMEOUT_MULTIPLIER=10 qemu-x86_64 -cpu max"
  fi
  # shellcheck disable=SC2086
  env "${pc[@]}" make --no-print-directory B="$b" CC="$cc" HOST_B="$host_b" HOST_CC=cc \
    ARCH_CFLAGS="$cflags $inc" ARCH_LDFLAGS="$ldflags" RUN="$run" $extra check-unit > "$b.log" 2>&1
  rc=$?
  line=$(grep -E '^[0-9]+%: Checks: ' "$b.log" | tail -n 1)
  if [ $rc = 0 ] && [ -n "$line" ]; then
    echo "check-arch: $name ($how): $line"
  else
    status=1
    echo "check-arch: $name ($how): FAILED${line:+: $line} (log: $b.log)"
    grep -E ':[EF]:|error:' "$b.log" | head -n 5 | sed 's/^/  /'
  fi
  rows+=("$name|$how|${line:-no summary}|$((SECONDS - start))")
done
for row in "${rows[@]}"; do
  IFS='|' read -r name how line secs <<< "$row"
  counts='\multicolumn{3}{c}{did not run}'
  if [[ $line =~ Checks:\ ([0-9]+),\ Failures:\ ([0-9]+),\ Errors:\ ([0-9]+) ]]; then
    counts="${BASH_REMATCH[1]} & ${BASH_REMATCH[2]} & ${BASH_REMATCH[3]}"
  fi
  echo "$name & $how & $counts & $secs\\\\"
done > "$host_b/timings/check-arch.tex"
echo "\\newcommand\\CAseconds{$((SECONDS - begin))}\\newcommand\\CAtargets{${#rows[@]}}" \
  > "$host_b/timings/check-arch-total.tex"
echo "check-arch: ${#rows[@]} targets in $((SECONDS - begin)) s"
exit $status
