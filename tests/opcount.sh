# Generated from book/20-core.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: opcount.sh LAYOUT-PROGRAM INSTANCE.c WORKDIR  (prints a LaTeX table)
set -euo pipefail
layout=$1; src=$2; work=$3
mkdir -p "$work"
CC=${CC:-cc}
arch=$($CC -dumpmachine)
case "$arch" in
  x86_64-*) ;;
  *) echo "opcount.sh: no mnemonic table for $arch; counts not checked" >&2
     echo "% operation counts not checked on $arch"; exit 0 ;;
esac
count() {  # object file [objdump] -> lines "function add mul fma other"
  "${2:-objdump}" -d --no-show-raw-insn "$1" | awk '
    /^[0-9a-f]+ <.*>:$/ { if (fn != "") print fn, a, m, f, o
                          fn = $2; gsub(/[<>:]/, "", fn); a = m = f = o = 0; next }
    NF >= 2 {
      op = $2; lanes = 1
      if (op ~ /^v?[a-z0-9]+pd$/) lanes = ($0 ~ /%zmm/) ? 8 : ($0 ~ /%ymm/) ? 4 : 2
      if (op ~ /^xv/ || $0 ~ /v[0-9]+\.2d/) lanes = 2
      if (op ~ /^v?(add|sub)(sd|pd)$/ || op ~ /^f(add|subr?)p?(\.d)?$/ \
          || op ~ /^x[sv](add|sub)dp$/ || op ~ /^v(add|sub)\.f64$/) a += lanes
      else if (op ~ /^v?mul(sd|pd)$/ || op ~ /^fmulp?(\.d)?$/ || op ~ /^x[sv]muldp$/ \
               || op ~ /^vmul\.f64$/) m += lanes
      else if (op ~ /^vfn?m(add|sub)[0-9]*(sd|pd)$/ || op ~ /^fn?m(add|sub)(\.d)?$/ \
               || op ~ /^x[sv]n?m(add|sub)[am]dp$/ || op ~ /^vfn?m[as]\.f64$/) f += lanes
      else if (op ~ /^vn?ml[as]\.f64$/) { m += lanes; a += lanes }
      else if (op ~ /^v?(div|sqrt|min|max|round|rcp|rsqrt)[a-z]*(sd|pd)$/ \
               || op ~ /^f(div|sqrt)/ || op ~ /^x[sv](div|sqrt)dp$/ || op ~ /^v(div|sqrt)\.f64$/) o += lanes
    }
    END { if (fn != "") print fn, a, m, f, o }'
}
agrees() {  # label exact name model-mul model-add add mul fma other
  local label=$1 exact=$2 name=$3 mul=$4 add=$5 a=$6 m=$7 f=$8 x=$9
  if [ "$x" != 0 ] || [ $((a + f)) != "$add" ] || [ $((m + f)) -lt "$mul" ] \
     || { [ "$exact" = 1 ] && { [ "$m" != "$mul" ] || [ "$f" != 0 ]; }; }; then
    echo "$label, $name: add $a mul $m fma $f other $x; model add $add mul $mul" >&2
    return 1
  fi
}
"$layout" ops > "$work/model.txt"
status=0
declare -A got
for target in base v3 v4; do
  case $target in
    base) flags="-ffp-contract=off" ;;
    v3) flags="-march=x86-64-v3 -ffp-contract=fast" ;;
    v4) flags="-march=x86-64-v4 -ffp-contract=fast" ;;
  esac
  # shellcheck disable=SC2086
  $CC $CPPFLAGS $CFLAGS $flags -c "$src" -o "$work/$target.o"
  while read -r fn a m f o; do got[$target,$fn]="$a $m $f $o"; done < <(count "$work/$target.o")
done
echo '\begin{tabular}{l rr rrr rrr rrr}'
echo '\toprule'
echo ' & \multicolumn{2}{c}{model} & \multicolumn{3}{c}{x86-64 SSE2} & \multicolumn{3}{c}{x86-64-v3} & \multicolumn{3}{c}{x86-64-v4}\\'
echo 'function & mul & add & mul & add & fma & mul & add & fma & mul & add & fma\\'
echo '\midrule'
while read -r name mul add; do
  sym=fp224_d10_fe_$name
  row="\\texttt{$name} & $mul & $add"
  for target in base v3 v4; do
    read -r a m f o <<< "${got[$target,$sym]:-x x x x}"
    if [ "$a" = x ]; then echo "opcount: $sym missing in $target build" >&2; status=1; continue; fi
    exact=0; [ $target = base ] && exact=1
    agrees "opcount: $target build" $exact "$name" "$mul" "$add" "$a" "$m" "$f" "$o" || status=1
    row="$row & $m & $a & $f"
  done
  echo "$row\\\\"
done < "$work/model.txt"
echo '\bottomrule'
echo '\end{tabular}'
[ $status = 0 ] && echo "opcount: the model matches the object code of all three builds" >&2
exit $status
