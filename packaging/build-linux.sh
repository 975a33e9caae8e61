#!/usr/bin/env bash
# Build the Linux installers of Vikings Desktop from a clone of the repository:
#   dist/vikings-desktop/                                   the one-folder app (PyInstaller)
#   dist/vikings-desktop-<version>-linux-<machine>.tar.gz   that folder, packed
#   dist/vikings-desktop_<version>_<arch>.deb               /opt/vikings-desktop, /usr/bin launcher,
#                                                           menu entry and hicolor icons
# Needs python3 >= 3.11 (with venv), dpkg-deb, and the system libraries the bundled Qt links to
# (packaging/linux/build-machine-packages.txt). Environment:
#   PYTHON               interpreter for the build environment (default python3)
#   VIKINGS_BUILD_VENV   build environment (default build/packaging-venv; created if missing)
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=${VIKINGS_BUILD_VENV:-build/packaging-venv}

if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "build-linux.sh: $PYTHON is older than Python 3.11" >&2
    exit 1
fi
for tool in dpkg-deb dpkg ldd tar; do
    command -v "$tool" >/dev/null || { echo "build-linux.sh: $tool is missing" >&2; exit 1; }
done

info() { "$PYTHON" packaging/appinfo.py "$1"; }
APP=$(info app-name)
VERSION=$(info version)
DEB_VERSION=$(info debian-version)
DEB_ARCH=$(dpkg --print-architecture)
BUNDLE=dist/$APP
TARBALL=dist/$APP-$VERSION-linux-$(uname -m).tar.gz
DEB=dist/${APP}_${DEB_VERSION}_${DEB_ARCH}.deb

echo "== build environment: $VENV"
[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet '.[packaging]'
# The project itself is always reinstalled: the bundle carries its metadata, which must hold
# the current version. setuptools' in-tree build folders would keep deleted modules around.
rm -rf build/lib build/bdist.*
"$VENV/bin/python" -m pip install --quiet --no-deps --force-reinstall .

echo "== PyInstaller"
rm -rf "$BUNDLE"
"$VENV/bin/python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/vikings_desktop.spec

echo "== the bundle carries every resource file"
for folder in resources/*/; do
    folder=${folder%/}
    if ! diff -rq "$folder" "$BUNDLE/_internal/$folder" >/dev/null; then
        echo "build-linux.sh: $BUNDLE/_internal/$folder differs from $folder" >&2
        exit 1
    fi
done

echo "== smoke test of the bundle, without Python on PATH"
reported=$(env -i PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen "$BUNDLE/$APP" --version)
case "$reported" in
    *"$VERSION"*) echo "--version: $reported" ;;
    *) echo "build-linux.sh: the bundle reports version '$reported', pyproject says $VERSION" >&2
       exit 1 ;;
esac
env -i PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen "$BUNDLE/$APP" --selftest
echo "--selftest: passed"

echo "== $TARBALL"
rm -f "$TARBALL"
tar -C dist --owner=0 --group=0 --numeric-owner -czf "$TARBALL" "$APP"

echo "== $DEB"
STAGE=build/deb/$APP
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/share/doc/$APP"
cp -a "$BUNDLE" "$STAGE/opt/$APP"
install -D -m 0755 packaging/linux/launcher.sh "$STAGE/usr/bin/$APP"
install -D -m 0644 "packaging/linux/$APP.desktop" "$STAGE/usr/share/applications/$APP.desktop"
for png in resources/icons/"$APP"-*.png; do
    size=${png##*-}
    size=${size%.png}
    [[ $size =~ ^[0-9]+$ ]] || continue  # only the square <size>.png ones
    install -D -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP.png"
done
if [ -f "resources/icons/$APP.svg" ]; then
    install -D -m 0644 "resources/icons/$APP.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP.svg"
fi
cat > "$STAGE/usr/share/doc/$APP/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: $APP
Comment: Vikings is a board game by Michael Kiesling. This package bundles Python and
 Qt for Python (PySide6, LGPLv3); their licences are in /opt/$APP/_internal.

Files: *
License: MIT
EOF
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$STAGE/usr/share/applications/$APP.desktop"
fi

DEPENDS=$("$VENV/bin/python" packaging/linux/debian_depends.py "$BUNDLE")
case ", $DEPENDS," in
    *", libxcb-cursor0,"*) ;;
    *) echo "build-linux.sh: Depends lacks libxcb-cursor0 (Qt >= 6.5 xcb needs it): $DEPENDS" >&2
       exit 1 ;;
esac
INSTALLED_SIZE=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
cat > "$STAGE/DEBIAN/control" <<EOF
Package: $APP
Version: $DEB_VERSION
Architecture: $DEB_ARCH
Maintainer: $(info maintainer)
Installed-Size: $INSTALLED_SIZE
Depends: $DEPENDS
Section: games
Priority: optional
Description: $(info summary)
 Vikings Desktop plays Michael Kiesling's board game Vikings for two to four
 players, at one table or against computer players of several strengths.
 The game and its libraries are bundled in /opt/$APP.
EOF
chmod -R go-w "$STAGE"
rm -f "$DEB"
dpkg-deb --root-owner-group --build "$STAGE" "$DEB" >/dev/null

echo "== done"
echo "bundle:  $BUNDLE ($(du -sh "$BUNDLE" | cut -f1))"
echo "tarball: $TARBALL ($(du -h "$TARBALL" | cut -f1))"
echo "deb:     $DEB ($(du -h "$DEB" | cut -f1))"
