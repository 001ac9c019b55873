#!/bin/bash
# SPDX-License-Identifier: MIT
# Export tangle: write one root of the book, without #line directives, to a
# read-only file.  tangle/export-filter starts it with a banner that names
# every chapter contributing to it and each chunk with its name as a comment.
# usage: tangle/export.sh ROOT OUTDIR BOOK-FILES...
set -euo pipefail
root=$1; out=$2; shift 2
grep -q -F -x "<<$root>>=" "$@" || { echo "export.sh: no chapter defines <<$root>>" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
notangle -filter "$here/export-filter $root" -R"$root" "$@" > "$tmp"
dest="$out/$root"
mkdir -p "$(dirname "$dest")"
if ! cmp -s "$tmp" "$dest" 2>/dev/null; then
  rm -f "$dest"
  cp "$tmp" "$dest"
fi
chmod a-w "$dest"
case "$root" in debian/tests/control) ;; *.sh|*.py|debian/rules|debian/tests/*) chmod a+x "$dest" ;; esac
