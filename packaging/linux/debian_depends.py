"""Print the .deb `Depends` of a one-folder bundle: the Debian packages owning every system
library that the bundle's executables and shared libraries link to.

    python packaging/linux/debian_depends.py dist/vikings-desktop

Each ELF file of the bundle goes through `ldd` (with the bundle's `_internal` on the library
path, as PyInstaller's bootloader sets it); the libraries a file links to directly (its
DT_NEEDED entries) that resolve outside the bundle are mapped to packages with `dpkg -S`, as
dpkg-shlibdeps would (their own dependencies are their packages' business); libc6 gets the
newest GLIBC_x.y symbol version any file needs. This covers the xcb platform plugin's libraries
(libxcb-cursor0, libxkbcommon-x11-0, libxcb-icccm4, ...), without which Qt aborts at start.
A library that cannot be found on the build machine is an error: its package could not be
named, and the app would not start where it is missing either.
"""

from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
from pathlib import Path

LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(not found|\S+)")
# Libraries every Debian system has through essential packages or the dynamic loader itself.
IMPLICIT = ("linux-vdso.so", "ld-linux")


def elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def _sections(data: bytes) -> list[tuple] | None:
    """Section headers (name, type, flags, addr, offset, size, link, info) of a 64-bit
    little-endian ELF file; None for another ELF kind."""
    if data[4] != 2 or data[5] != 1:  # ELFCLASS64, ELFDATA2LSB
        return None
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    return [struct.unpack_from("<IIQQQQII", data, shoff + i * shentsize)[:8] for i in range(shnum)]


def _string(data: bytes, offset: int) -> str:
    return data[offset:data.index(b"\0", offset)].decode()


def needed_libraries(path: Path) -> set[str] | None:
    """The DT_NEEDED sonames of an ELF file (None: not a 64-bit little-endian one)."""
    data = path.read_bytes()
    sections = _sections(data)
    if sections is None:
        return None
    needed = set()
    for _name, kind, _flags, _addr, offset, size, link, _info in sections:
        if kind != 6:  # SHT_DYNAMIC
            continue
        strtab = sections[link][4]
        for entry in range(offset, offset + size, 16):
            tag, value = struct.unpack_from("<qQ", data, entry)
            if tag == 0:  # DT_NULL
                break
            if tag == 1:  # DT_NEEDED
                needed.add(_string(data, strtab + value))
    return needed


def glibc_versions(path: Path) -> set[tuple[int, ...]]:
    """The GLIBC_x.y symbol versions an ELF file requires (its SHT_GNU_verneed entries)."""
    data = path.read_bytes()
    sections = _sections(data) or []
    versions = set()
    for _name, kind, _flags, _addr, offset, _size, link, count in sections:
        if kind != 0x6FFFFFFE:  # SHT_GNU_verneed; sh_info = number of entries
            continue
        strtab = sections[link][4]
        need = offset
        for _ in range(count):
            _version, aux_count, _file, aux, following = struct.unpack_from("<HHIII", data, need)
            entry = need + aux
            for _ in range(aux_count):
                _hash, _flags, _other, name, aux_next = struct.unpack_from("<IHHII", data, entry)
                match = re.fullmatch(r"GLIBC_(\d+(?:\.\d+)+)", _string(data, strtab + name))
                if match:
                    versions.add(tuple(int(n) for n in match.group(1).split(".")))
                entry += aux_next
            need += following
    return versions


def system_libraries(bundle: Path) -> tuple[set[str], dict[str, set[str]]]:
    """(paths of system libraries used, {missing soname: {bundle files needing it}})."""
    bundle = bundle.resolve()
    env = dict(os.environ, LD_LIBRARY_PATH=str(bundle / "_internal"))
    bundled_names = {p.name for p in bundle.rglob("*.so*")}
    used: set[str] = set()
    missing: dict[str, set[str]] = {}
    for elf in elf_files(bundle):
        direct = needed_libraries(elf)
        result = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=env)
        for line in result.stdout.splitlines():
            match = LDD_LINE.match(line)
            if not match or match.group(1).startswith(IMPLICIT):
                continue
            soname, target = match.groups()
            if direct is not None and soname not in direct:
                continue
            if target == "not found":
                if soname not in bundled_names:
                    missing.setdefault(soname, set()).add(str(elf.relative_to(bundle)))
            elif not Path(target).resolve().is_relative_to(bundle):
                used.add(target)
    return used, missing


def owning_package(library: str) -> str | None:
    """The Debian package that installed a library file (usr-merged paths tried both ways)."""
    resolved = os.path.realpath(library)
    candidates = [library, resolved]
    for path in (library, resolved):
        if path.startswith("/usr/"):
            candidates.append(path.removeprefix("/usr"))
        else:
            candidates.append("/usr" + path)
    for candidate in dict.fromkeys(candidates):
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            package = result.stdout.split(":", 1)[0]  # "libfoo1:amd64: /usr/lib/…" → libfoo1
            return package.split(",")[0].strip()
    return None


def depends(bundle: Path) -> list[str]:
    used, missing = system_libraries(bundle)
    if missing:
        lines = [f"  {soname} (needed by {', '.join(sorted(users)[:3])})"
                 for soname, users in sorted(missing.items())]
        raise SystemExit("libraries the bundle needs are not installed on this machine, so their "
                         "Debian packages cannot be named:\n" + "\n".join(lines) +
                         "\ninstall them (see packaging/linux/build-machine-packages.txt)")
    packages, unowned = set(), []
    for library in sorted(used):
        package = owning_package(library)
        if package is None:
            unowned.append(library)
        else:
            packages.add(package)
    if unowned:
        raise SystemExit("system libraries no Debian package owns (built against a local "
                         "install?):\n  " + "\n  ".join(unowned))
    # glibc is the one library whose version matters here: the bundle's Python and Qt were
    # built against a minimum, and apt should refuse a system older than that rather than let
    # the app fail at start with "GLIBC_2.xx not found".
    glibc = max((v for elf in elf_files(bundle) for v in glibc_versions(elf)), default=None)
    if glibc and "libc6" in packages:
        packages.remove("libc6")
        packages.add(f"libc6 (>= {'.'.join(map(str, glibc))})")
    return sorted(packages)


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: debian_depends.py BUNDLE_DIR", file=sys.stderr)
        return 2
    print(", ".join(depends(Path(argv[0]))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
