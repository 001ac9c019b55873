# Generated from book/60-api.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: install.sh  -- run from the repository root after make lib programs
set -euo pipefail
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
make -s install PREFIX=/opt/fp224 DESTDIR="$t/root" > /dev/null
prefix="$t/root/opt/fp224"
for f in include/fp224.h lib/libfp224.a lib/libfp224.so lib/libfp224.so.0 lib/pkgconfig/fp224.pc \
         bin/fp224 bin/fp224-56 share/man/man1/fp224.1 share/man/man3/fp224.3; do
  [ -e "$prefix/$f" ] || { echo "install: $f missing"; exit 1; }
done
sed -i "s|^prefix=.*|prefix=$prefix|" "$prefix/lib/pkgconfig/fp224.pc"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
cat > "$t/use.c" <<'EOF2'
#include <stdio.h>
#include <fp224.h>
int main(void)
{
  unsigned char e[28] = { 0 }, q[56];
  e[27] = 7;
  if (fp224_base_56(q, e) != 0) return 1;
  fwrite(q, 1, 28, stdout);
  return 0;
}
EOF2
cc -std=c11 $(pkg-config --cflags fp224) "$t/use.c" $(pkg-config --libs fp224) -o "$t/use-dynamic"
cc -std=c11 $(pkg-config --cflags fp224) "$t/use.c" "$prefix/lib/libfp224.a" -lm -o "$t/use-static"
LD_LIBRARY_PATH="$prefix/lib" "$t/use-dynamic" > "$t/dyn"
"$t/use-static" > "$t/sta"
{ printf '%054d07' 0 | xxd -r -p
  printf '%s' b70e0cbd6bb4bf7f321390b94a03c1d356c2112234 3280d6115c1d21 | xxd -r -p; } \
  | "$prefix/bin/fp224" > "$t/prog"
cmp "$t/dyn" "$t/prog" && cmp "$t/sta" "$t/prog"
syms=$(nm -D --defined-only "$prefix/lib/libfp224.so" | awk '$2 == "T" {print $3}' | sort | tr '\n' ' ')
[ "$syms" = "fp224_28 fp224_28_batch fp224_56 fp224_56_batch fp224_base_28 fp224_base_56 fp224_path " ] \
  || { echo "install: the shared library exports: $syms"; exit 1; }
soname=$(objdump -p "$prefix/lib/libfp224.so" | awk '/SONAME/ {print $2}')
[ "$soname" = libfp224.so.0 ] || { echo "install: soname $soname"; exit 1; }
make -s uninstall PREFIX=/opt/fp224 DESTDIR="$t/root" > /dev/null
left=$(find "$t/root" -type f | wc -l)
[ "$left" = 0 ] || { echo "install: uninstall left $left files"; find "$t/root" -type f; exit 1; }
echo "install: installed, linked through pkg-config (static and shared), 7 symbols exported, uninstalled"
