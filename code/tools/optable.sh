# Generated from book/90-timing.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: optable.sh LAYOUT-PROGRAM INSTANCE.c OUTDIR  (writes ops.csv, prints LaTeX rows)
set -euo pipefail
layout=$1; src=$2; out=$3
mkdir -p "$out/obj"
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
targets=()
case $(${CC:-cc} -dumpmachine) in
  x86_64-*) targets+=("x86-64 SSE2|${CC:-cc}|-ffp-contract=off|objdump"
                      "x86-64-v3 FMA|${CC:-cc}|-march=x86-64-v3 -ffp-contract=fast|objdump"
                      "x86-64-v4 AVX-512|${CC:-cc}|-march=x86-64-v4 -ffp-contract=fast|objdump"
                      "x87 64-bit|${CC:-cc}|-ffp-contract=off|objdump|${src%-d10.c}-x87.c|${layout}-x87|fp224_x87_") ;;
esac
targets+=("armhf VFPv3|arm-linux-gnueabihf-gcc|-ffp-contract=off|arm-linux-gnueabihf-objdump"
          "aarch64|aarch64-linux-gnu-gcc|-ffp-contract=fast|aarch64-linux-gnu-objdump"
          "ppc64le|powerpc64le-linux-gnu-gcc|-ffp-contract=fast|powerpc64le-linux-gnu-objdump"
          "riscv64|riscv64-linux-gnu-gcc|-ffp-contract=fast|riscv64-linux-gnu-objdump")
"$layout" ops > "$out/model.txt"
echo "target,function,add,mul,fma" > "$out/ops.csv"
status=0
for spec in "${targets[@]}"; do
  IFS='|' read -r label cc flags dump tsrc tlayout prefix <<< "$spec"
  tsrc=${tsrc:-$src}; tlayout=${tlayout:-$layout}; prefix=${prefix:-fp224_d10_}
  if ! command -v "$cc" > /dev/null || ! command -v "$dump" > /dev/null \
     || [ ! -e "$tsrc" ] || [ ! -x "$tlayout" ]; then
    echo "optable: $cc, $dump, $tsrc or $tlayout missing; $label left out" >&2; continue
  fi
  "$tlayout" ops > "$out/model-target.txt"
  o="$out/obj/${label//[^a-z0-9]/_}.o"
  # shellcheck disable=SC2086
  "$cc" $CPPFLAGS -std=c11 -O2 $flags -c "$tsrc" -o "$o"
  declare -A got=()
  while read -r fn a m f x; do got[$fn]="$a $m $f $x"; done < <(count "$o" "$dump")
  while read -r name mul add; do
    read -r a m f x <<< "${got[$prefix""fe_$name]:-x x x x}"
    if [ "$a" = x ]; then echo "optable: $name missing for $label" >&2; status=1; continue; fi
    exact=0; [[ $flags == *contract=off* ]] && exact=1
    agrees "optable: $label" $exact "$name" "$mul" "$add" "$a" "$m" "$f" "$x" || status=1
    echo "$label,$name,$a,$m,$f" >> "$out/ops.csv"
  done < "$out/model-target.txt"
  unset got
done
awk -F, 'FNR == NR { model[$1] = ($3 - $2) "/0/" $2; next }
  FNR > 1 {
    if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 }
    cell[$1, $2] = ($3 - $4) "/" $5 "/" $4
  }
  END {
    split("f2 f2g fg fgh fg8h2 fghi", fns, " ")
    printf "function & model"
    for (i = 1; i <= n; i++) printf " & %s", order[i]
    printf "\\\\\n\\midrule\n"
    for (j = 1; j <= 6; j++) {
      printf "\\texttt{%s} & %s", fns[j], model[fns[j]]
      for (i = 1; i <= n; i++) printf " & %s", cell[order[i], fns[j]]
      printf "\\\\\n"
    }
  }' FS=' ' "$out/model.txt" FS=, "$out/ops.csv"
{ echo "index,target,add,mul,fma"
  awk -F, '$2 == "fg" { printf "%d,%s,%d,%d,%d\n", i++, $1, $3, $4, $5 }' "$out/ops.csv"; } > "$out/ops-fg.csv"
exit $status
