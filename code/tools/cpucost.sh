# Generated from book/88-cpus.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: cpucost.sh OPS.CSV CALLS.CSV  -- rows of the operation-totals table of "Every CPU"
set -euo pipefail
awk -F, '
  FILENAME == ARGV[1] && FNR > 1 {
    if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 }
    ops[$1, $2] = $3 + $4 + $5; fused[$1, $2] = $5
  }
  FILENAME == ARGV[2] && FNR > 1 && $1 == "56high" { calls[$2] = $3 }
  END {
    for (i = 1; i <= n; i++)
      for (fn in calls) total[order[i]] += calls[fn] * ops[order[i], fn]
    base = total["x87 64-bit"]
    for (i = 1; i <= n; i++) {
      t = order[i]
      r = base > 0 ? sprintf("%.2f", total[t] / base) : "--"
      printf "%s & %d & %d & %d & %s\\\\\n", t, ops[t, "fg"], fused[t, "fg"], total[t], r
    }
  }' "$1" "$2"
