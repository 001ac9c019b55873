# Generated from book/88-cpus.nw by notangle; edit the book, not this file.
#!/bin/bash
# usage: arch-deps.sh DIR  -- toolchains (apt, as root) and each target's test libraries under DIR
set -euo pipefail
dir=$(realpath -m "$1")
mkdir -p "$dir"
debs="gcc-12-multilib qemu-user m4 dpkg-dev gcc-arm-linux-gnueabihf gcc-aarch64-linux-gnu
      gcc-powerpc64le-linux-gnu gcc-riscv64-linux-gnu libc6-dev-armhf-cross libc6-dev-arm64-cross
      libc6-dev-ppc64el-cross libc6-dev-riscv64-cross"
missing=$(for p in $debs; do
  dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'ok installed' || echo "$p"; done)
if [ -n "$missing" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "arch-deps: missing Debian packages; run as root:"
    echo "  apt-get install --no-install-recommends" $missing
    exit 1
  fi
  echo "arch-deps: installing" $missing
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing > /dev/null
fi
apt="$dir/apt"
arches="i386 armhf arm64 ppc64el"
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/parts"
{ echo "deb [arch=${arches// /,}] http://deb.debian.org/debian bookworm main"
  echo "deb-src http://deb.debian.org/debian bookworm main"; } > "$apt/sources.list"
aptget() {
  # shellcheck disable=SC2046
  apt-get -q -o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts="$apt/parts" \
    -o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt/cache" -o Debug::NoLocking=1 \
    -o APT::Sandbox::User="$(id -un)" $(for a in $arches; do echo "-o APT::Architectures::=$a"; done) \
    "$@"
}
if [ ! -e "$apt/updated" ]; then
  aptget update > "$apt/update.log" 2>&1 || { cat "$apt/update.log"; exit 1; }
  touch "$apt/updated"
fi
libs="libgmp10 libgmp-dev libssl3 libssl-dev check libsubunit0 libsubunit-dev"
for a in $arches; do
  root="$dir/sysroot/$a"
  [ -e "$root/versions.txt" ] && continue
  rm -rf "$root" "$dir/debs/$a" && mkdir -p "$root" "$dir/debs/$a"
  extra=; [ "$a" = i386 ] && extra=linux-libc-dev
  # shellcheck disable=SC2046
  (cd "$dir/debs/$a" && aptget download $(for p in $libs $extra; do echo "$p:$a"; done) > /dev/null)
  for d in "$dir/debs/$a"/*.deb; do
    dpkg-deb -x "$d" "$root"
    dpkg-deb --show --showformat='${Package} ${Version}\n' "$d" >> "$root/versions.tmp"
  done
  mv "$root/versions.tmp" "$root/versions.txt"
  echo "arch-deps: $a: $(wc -l < "$root/versions.txt") Debian packages unpacked in $root"
done
root="$dir/sysroot/riscv64"; t=riscv64-linux-gnu; src="$dir/src"; jobs=${JOBS:-2}
if [ ! -e "$root/versions.txt" ]; then
  rm -rf "$root" "$src" && mkdir -p "$root" "$src"
  (cd "$src" && aptget source -qq gmp check openssl > "$src/source.log" 2>&1)
  conf=(--build="$(gcc -dumpmachine)" --host=$t CC=$t-gcc --prefix=/usr --libdir=/usr/lib/$t
        --disable-shared --with-pic CFLAGS=-O2)
  echo "arch-deps: riscv64: building gmp, check and openssl from source (logs in $src)"
  ( cd "$src"/gmp-*/
    sed -i 's| doc/Makefile||; /"doc\/Makefile")/d' configure
    sed -i 's/^\(SUBDIRS = .*\) doc$/\1/' Makefile.in
    ./configure -q "${conf[@]}" --includedir=/usr/include/$t
    make -s -j"$jobs" && make -s install DESTDIR="$root" ) > "$src/gmp.log" 2>&1
  ( cd "$src"/check-*/
    ./configure -q "${conf[@]}" --enable-subunit=no
    make -s -j"$jobs" -C lib && make -s -j"$jobs" -C src
    make -s -C src install DESTDIR="$root" && make -s install-pcdataDATA DESTDIR="$root"
    cp "$root/usr/lib/$t/libcheck.a" "$root/usr/lib/$t/libcheck_pic.a" ) > "$src/check.log" 2>&1
  ( cd "$src"/openssl-*/
    ./Configure linux64-riscv64 --prefix=/usr --libdir=lib/$t --cross-compile-prefix=$t- \
      no-shared no-tests
    make -s -j"$jobs" build_libs && make -s install_dev DESTDIR="$root" ) > "$src/openssl.log" 2>&1
  for d in "$src"/*.dsc; do
    sed -n 's/^Source: //p; s/^Version: //p' "$d" | paste -sd' ' | sed 's/$/ (source)/'
  done > "$root/versions.tmp"
  mv "$root/versions.tmp" "$root/versions.txt"
  echo "arch-deps: riscv64: gmp, check and openssl built in $root"
fi
