#!/bin/bash
# SPDX-License-Identifier: MIT
# Fails if the committed code/ and tests/ are not the book's export tangle, if
# a committed file there is no root of the book, if a root of the book
# (noweb's noroots) is missing from tangle/ROOTS, or if the book file that
# tangle/ROOTS names for a root is not the one that opens it (its first
# definition in the order of BOOK-FILES, which make passes sorted).
# usage: tangle/check.sh VERIFY-DIR BOOK-FILES...
set -uo pipefail
export LC_ALL=C
verify=$1; shift
rm -rf "$verify" && mkdir -p "$verify"
status=0; n=0
roots=$(awk '!/^#/ && NF { print $1 }' tangle/ROOTS)
while read -r r; do
  tangle/export.sh "$r" "$verify" "$@" || status=1
  if cmp -s "$verify/$r" "$r"; then n=$((n + 1)); else
    echo "check-tangle: $r differs from the book"
    diff -u "$r" "$verify/$r" | head -20
    status=1
  fi
done <<< "$roots"
for f in $(git ls-files code tests 2>/dev/null | grep -v -e '^tests/vectors/' -e '^tests/fuzz/corpus/'); do
  grep -qxF "$f" <<< "$roots" \
    || { echo "check-tangle: $f is committed but no root of the book"; status=1; }
done
# The chapter column: two columns a line, and the second opens the first.
while read -r r chapter extra; do
  if [ -z "$chapter" ] || [ -n "$extra" ]; then
    echo "check-tangle: tangle/ROOTS: '$r' needs exactly one book file after it"
    status=1; continue
  fi
  first=$(grep -lxF "<<$r>>=" "$@" | head -1)
  [ "$first" = "$chapter" ] \
    || { echo "check-tangle: $r is opened in ${first:-no book file}, not $chapter"; status=1; }
done < <(awk '!/^#/ && NF' tangle/ROOTS)
missing=$(comm -13 <(sort <<< "$roots") \
                   <(noroots "$@" | sed 's/^<<\(.*\)>>$/\1/' | sort))
[ -z "$missing" ] || {
  echo "check-tangle: roots of the book missing from tangle/ROOTS:" $missing; status=1; }
[ $status = 0 ] && echo "check-tangle: $n files are the book's, each opened in the book file" \
  "tangle/ROOTS names"
exit $status
