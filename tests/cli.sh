# Generated from book/60-api.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: cli.sh BUILD-DIR  -- Diffie-Hellman with the programs, and their exit codes
set -uo pipefail
b=$1; t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
fail=0; n=0
check() { n=$((n + 1)); if [ "$1" != "$2" ]; then echo "cli: $3: got $1, want $2"; fail=1; fi; }
printf '%s' b70e0cbd6bb4bf7f321390b94a03c1d356c2112234328 > "$t/gx.hex"
printf '%s' 0d6115c1d21 >> "$t/gx.hex"
printf '%s' bd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34 > "$t/gy.hex"
xxd -r -p "$t/gx.hex" > "$t/G28"
cat "$t/G28" <(xxd -r -p "$t/gy.hex") > "$t/G56"
for who in alice bob; do
  head -c 28 /dev/urandom > "$t/$who.secret"
  cat "$t/$who.secret" "$t/G28" | "$b/fp224" > "$t/$who.public"; check $? 0 "$who public key"
  cat "$t/$who.secret" "$t/G56" | "$b/fp224-56" > "$t/$who.public56"; check $? 0 "$who 56"
  cmp -s <(head -c 28 "$t/$who.public56") "$t/$who.public"; check $? 0 "$who x of 56 = 28"
done
cat "$t/alice.secret" "$t/bob.public" | "$b/fp224" > "$t/alice.shared"; check $? 0 "alice shared"
cat "$t/bob.secret" "$t/alice.public" | "$b/fp224" > "$t/bob.shared"; check $? 0 "bob shared"
cmp -s "$t/alice.shared" "$t/bob.shared"; check $? 0 "shared secrets agree"
cat "$t/alice.secret" "$t/bob.public56" | "$b/fp224-56" > "$t/a56"; check $? 0 "alice shared 56"
cmp -s <(head -c 28 "$t/a56") "$t/alice.shared"; check $? 0 "56 and 28 agree"
head -c 55 /dev/zero | "$b/fp224" > "$t/out"; check $? 111 "short input"
check "$(wc -c < "$t/out")" 0 "nothing written on short input"
head -c 57 /dev/zero | "$b/fp224" > "$t/out"; check $? 111 "long input"
head -c 84 /dev/zero | "$b/fp224-56" > "$t/out"; check $? 100 "point (0, 0)"
check "$(wc -c < "$t/out")" 0 "nothing written on invalid point"
{ head -c 28 /dev/zero; cat "$t/G28"; } | "$b/fp224" > "$t/out"; check $? 100 "scalar 0"
{ head -c 28 "$t/alice.secret"; head -c 28 /dev/zero | tr '\0' '\377'; } | "$b/fp224" > "$t/out"
check $? 100 "x = 2^224 - 1"
"$b/fp224" --help > "$t/out"; check $? 0 "--help"
grep -q usage "$t/out"; check $? 0 "--help prints usage"
"$b/fp224-56" --bogus 2> /dev/null; check $? 111 "unknown option"
"$b/fp224" < /dev/null > /dev/full 2>/dev/null; check $? 111 "empty input"
cat "$t/alice.secret" "$t/bob.public" | "$b/fp224" > /dev/full 2>/dev/null; check $? 111 "write error"
best=$("$b/fp224" --path); check $? 0 "--path"
case $best in portable|avx2|avx512|x87) check ok ok "path name";; *) check "$best" "a path" "path name";; esac
low=$(FP224_PATH=portable "$b/fp224" --path)
[ "$best" = x87 ] || check "$low" portable "FP224_PATH=portable"
check "$(FP224_PATH=bogus "$b/fp224" --path)" "$best" "an unknown FP224_PATH is ignored"
for p in portable avx2 avx512; do
  got=$(FP224_PATH=$p "$b/fp224" --path)
  case "$got" in "$p"|"$best") check ok ok "FP224_PATH=$p";; *) check "$got" "$p" "FP224_PATH=$p";; esac
  cat "$t/alice.secret" "$t/bob.public" | FP224_PATH=$p "$b/fp224" > "$t/ap"
  cmp -s "$t/ap" "$t/alice.shared"; check $? 0 "the same secret on path $p"
done
"$b/fp224" --path extra 2> /dev/null; check $? 111 "--path takes no argument"
[ $fail = 0 ] && echo "cli: $n checks passed"
exit $fail
