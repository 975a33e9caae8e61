#!/usr/bin/env bash
# Print the .deb Depends of an installed tree whose app is a one-folder bundle in opt/PACKAGE:
#   packaging/linux/deb-depends.sh BUILD_DIR PACKAGE
# The tree is BUILD_DIR/debian/PACKAGE and has a DEBIAN/ folder: dpkg-shlibdeps reads
# BUILD_DIR/debian/control (written here if missing) and needs DEBIAN/ to follow the bundled
# libraries' $ORIGIN run paths. It runs over every ELF file of the bundle (the executable
# opt/PACKAGE/PACKAGE and the .so files) with the bundle's own library folders searched first
# (-l), so the bundled libraries (Qt, Python, extension modules) resolve inside the package and
# only the system libraries they link to become dependencies, versioned by the system's symbols
# files. Its warnings are off: they are about how Qt and Python were linked upstream (unneeded
# links, plugins' undefined symbols), nothing a packager of the bundle can fix. A library found
# nowhere is an error (its package cannot be named, and the app would not start without it).
# Needs dpkg-shlibdeps (dpkg-dev) and objdump (binutils, which dpkg-dev depends on).
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 BUILD_DIR PACKAGE" >&2; exit 2; }
build_dir=$1 package=$2
tree=debian/$package
cd "$build_dir"
[ -d "$tree/DEBIAN" ] && [ -d "$tree/opt/$package" ] ||
    { echo "$0: $build_dir/$tree needs DEBIAN/ and opt/$package/" >&2; exit 2; }
[ -f debian/control ] ||
    printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$package" "$package" >debian/control

mapfile -t elf_files < <(find "$tree/opt/$package" -type f \
    \( -name '*.so' -o -name '*.so.*' -o -path "$tree/opt/$package/$package" \) | sort)
mapfile -t library_dirs < <(printf '%s\n' "${elf_files[@]}" | sed -e 's|/[^/]*$||' -e 's|^|-l|' | sort -u)
# A library the bundle carries is the package's own even where the build machine has the same
# soname installed (a system Qt or libpython): finding no package for the bundled copy,
# dpkg-shlibdeps would take the system copy's. debian/shlibs.local maps every bundled soname to
# this package (split as dpkg-shlibdeps splits sonames), and -x drops that self-dependency.
for elf in "${elf_files[@]}"; do
    soname=$(objdump -p "$elf" | sed -n 's/^ *SONAME *//p')
    if [[ $soname =~ ^(.*)\.so\.(.*)$ ]] || [[ $soname =~ ^(.*)-([0-9].*)\.so$ ]]; then
        echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]} $package"
    fi
done >debian/shlibs.local
substvars=$(dpkg-shlibdeps --warnings=0 -O -x"$package" "${library_dirs[@]}" "${elf_files[@]}")
echo "${substvars#shlibs:Depends=}"
