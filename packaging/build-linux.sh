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

SCRIPT=build-linux.sh
source packaging/common.sh
for tool in dpkg-deb dpkg ldd tar; do
    command -v "$tool" >/dev/null || fail "$tool is missing"
done

DEB_VERSION=$(info debian-version)
DEB_ARCH=$(dpkg --print-architecture)
BUNDLE=dist/$APP
TARBALL=dist/$APP-$VERSION-linux-$(uname -m).tar.gz
DEB=dist/${APP}_${DEB_VERSION}_${DEB_ARCH}.deb

rm -rf "$BUNDLE"
build_bundle
smoke_test "$BUNDLE/$APP" "$BUNDLE/_internal/resources"

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
for png in vikings_desktop/resources/icons/"$APP"-*.png; do
    size=${png##*-}
    size=${size%.png}
    [[ $size =~ ^[0-9]+$ ]] || continue  # only the square <size>.png ones
    install -D -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP.png"
done
if [ -f "vikings_desktop/resources/icons/$APP.svg" ]; then
    install -D -m 0644 "vikings_desktop/resources/icons/$APP.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP.svg"
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
    *) fail "Depends lacks libxcb-cursor0 (Qt >= 6.5 xcb needs it): $DEPENDS" ;;
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
