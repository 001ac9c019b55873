#!/bin/bash
# SPDX-License-Identifier: MIT
# Development tangle: write one root with notangle -L (#line directives that
# point into book/*.nw) under OUTDIR, touching the file only when it changed,
# so that make recompiles only what the book changed.
# usage: tangle/dev.sh ROOT OUTDIR BOOK-FILES...
set -euo pipefail
root=$1; out=$2; shift 2
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
notangle -L -R"$root" "$@" > "$tmp"
dest="$out/$root"
mkdir -p "$(dirname "$dest")"
cmp -s "$tmp" "$dest" 2>/dev/null || cp "$tmp" "$dest"
case "$root" in *.sh) chmod a+x "$dest" ;; esac
