#!/bin/bash
# Export tangle: write one root of the book, without #line directives, to a
# read-only file that starts with a banner naming the chapter that defines it.
# usage: tangle/export.sh ROOT OUTDIR BOOK-FILES...
set -euo pipefail
root=$1; out=$2; shift 2
chapter=$(grep -l -F -x "<<$root>>=" "$@" | head -n 1)
[ -n "$chapter" ] || { echo "export.sh: no chapter defines <<$root>>" >&2; exit 1; }
case "$root" in
  *.c|*.h) banner="/* Generated from $chapter by notangle; edit the book, not this file. */" ;;
  *.[0-9]) banner=".\\\" Generated from $chapter by notangle; edit the book, not this file." ;;
  *) banner="# Generated from $chapter by notangle; edit the book, not this file." ;;
esac
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{ printf '%s\n' "$banner"; notangle -R"$root" "$@"; } > "$tmp"
dest="$out/$root"
mkdir -p "$(dirname "$dest")"
if ! cmp -s "$tmp" "$dest" 2>/dev/null; then
  rm -f "$dest"
  cp "$tmp" "$dest"
fi
chmod a-w "$dest"
case "$root" in *.sh) chmod a+x "$dest" ;; esac
