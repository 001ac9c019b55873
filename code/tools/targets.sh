# Generated from book/90-timing.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: targets.sh OPS.CSV CALLS.CSV PEERS.CSV CYCLES-PER-TICK  (prints LaTeX rows and a sentence)
set -euo pipefail
awk -F, -v cpt="$4" '
  FILENAME == ARGV[1] && FNR > 1 { a[$1, $2] = $3; m[$1, $2] = $4; f[$1, $2] = $5 }
  FILENAME == ARGV[2] && FNR > 1 { calls[$1, $2] = $3; if (!($1 in seen)) { seen[$1] = 1; op[++nop] = $1 } }
  FILENAME == ARGV[3] && FNR > 1 {
    if ($2 == "fp224_56") t56 = $5
    if ($2 == "fp224_28") t28 = $5
  }
  function zen(t, fn) { x = a[t, fn] / 2; y = (m[t, fn] + f[t, fn]) / 2; return x > y ? x : y }
  function sky(t, fn) { return (a[t, fn] + m[t, fn] + f[t, fn]) / 2 }
  END {
    split("f2 f2g fg fgh fg8h2 fghi", fns, " ")
    split("x86-64 SSE2|x86-64-v3 FMA|x86-64-v4 AVX-512", tg, "|")
    for (k = 1; k <= nop; k++) {
      if (op[k] !~ /high$/) continue
      for (i = 1; i <= 3; i++) {
        bz = bs = 0
        for (j = 1; j <= 6; j++) {
          bz += calls[op[k], fns[j]] * zen(tg[i], fns[j])
          bs += calls[op[k], fns[j]] * sky(tg[i], fns[j])
        }
        printf "%s & %s & %.0f & %.0f\\\\\n", op[k], tg[i], bz, bs
        if (op[k] == "56high" && i == 1) b56 = bz
        if (op[k] == "28high" && i == 1) b28 = bz
      }
    }
    if (cpt > 0 && t56 > 0)
      printf "%%SENTENCE The 56high target is %.0f cycles; we use %.0f (%.1f times the target). ", \
        b56, t56 * cpt, t56 * cpt / b56
    if (cpt > 0 && t56 > 0)
      printf "The 28high target is %.0f cycles; we use %.0f (%.1f times).\n", \
        b28, t28 * cpt, t28 * cpt / b28
  }' "$1" "$2" "$3"
