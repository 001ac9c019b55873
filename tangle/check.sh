#!/bin/bash
# Fails if the committed code/ and tests/ are not the book's export tangle, or
# if a committed file there is no root of the book.
# usage: tangle/check.sh VERIFY-DIR BOOK-FILES...
set -uo pipefail
verify=$1; shift
rm -rf "$verify" && mkdir -p "$verify"
status=0; n=0
while read -r r; do
  tangle/export.sh "$r" "$verify" "$@" || status=1
  if cmp -s "$verify/$r" "$r"; then n=$((n + 1)); else
    echo "check-tangle: $r differs from the book"
    diff -u "$r" "$verify/$r" | head -20
    status=1
  fi
done < tangle/ROOTS
for f in $(git ls-files code tests 2>/dev/null | grep -v '^tests/vectors/'); do
  grep -qxF "$f" tangle/ROOTS \
    || { echo "check-tangle: $f is committed but no root of the book"; status=1; }
done
[ $status = 0 ] && echo "check-tangle: $n files are the book's"
exit $status
