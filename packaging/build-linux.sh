#!/usr/bin/env bash
# Build the Linux installers of Vikings Desktop from a clone of the repository:
#   dist/vikings-desktop/                                   the one-folder app (PyInstaller)
#   dist/vikings-desktop-<version>-linux-<machine>.tar.gz   the installed tree: opt/vikings-desktop,
#                                                           the usr/bin launcher, usr/share (menu
#                                                           entry, AppStream metainfo, icons)
#   dist/vikings-desktop_<version>_<arch>.deb               the same tree as a Debian package
# Needs python3 >= 3.11 (with venv), dpkg-deb and dpkg-shlibdeps (dpkg-dev), appstreamcli
# (appstream), desktop-file-validate (desktop-file-utils) and the system libraries the bundled
# Qt links to: packaging/linux/build-machine-packages.txt lists them all. Environment:
#   PYTHON               interpreter for the build environment (default python3)
#   VIKINGS_BUILD_VENV   build environment (default build/packaging-venv; created if missing)
set -euo pipefail
cd "$(dirname "$0")/.."

SCRIPT=build-linux.sh
source packaging/common.sh
for tool in dpkg-deb dpkg dpkg-shlibdeps appstreamcli desktop-file-validate tar; do
    command -v "$tool" >/dev/null ||
        fail "$tool is missing (packaging/linux/build-machine-packages.txt names its package)"
done

APP_ID=$(info app-id)
DESKTOP_FILE=resources/linux/$APP_ID.desktop
METAINFO_FILE=resources/linux/$APP_ID.metainfo.xml
ICON_SVG=resources/icons/$APP.svg
DEB_VERSION=$(info debian-version)
DEB_ARCH=$(dpkg --print-architecture)
BUNDLE=dist/$APP
TARBALL=dist/$APP-$VERSION-linux-$(uname -m).tar.gz
DEB=dist/${APP}_${DEB_VERSION}_${DEB_ARCH}.deb

# Before the slow part: menus and software centres skip entries these validators refuse.
# --no-net: the build does not depend on the network.
echo "== desktop entry and AppStream metainfo"
desktop-file-validate "$DESKTOP_FILE" || fail "desktop-file-validate refuses $DESKTOP_FILE"
appstreamcli validate --no-net "$METAINFO_FILE" || fail "appstreamcli validate refuses $METAINFO_FILE"

rm -rf "$BUNDLE"
build_bundle
smoke_test "$BUNDLE/$APP" "$BUNDLE/_internal/resources"

# The installed tree, shared by the .tar.gz and the .deb; at debian/<package>, with a DEBIAN
# folder, where packaging/linux/deb-depends.sh (dpkg-shlibdeps) wants it.
echo "== installed tree"
DEB_BUILD_DIR=build/deb
STAGE=$DEB_BUILD_DIR/debian/$APP
rm -rf "$DEB_BUILD_DIR"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/share/doc/$APP"
cp -a "$BUNDLE" "$STAGE/opt/$APP"
install -D -m 0755 packaging/linux/launcher.sh "$STAGE/usr/bin/$APP"
install -D -m 0644 "$DESKTOP_FILE" "$STAGE/usr/share/applications/$APP_ID.desktop"
install -D -m 0644 "$METAINFO_FILE" "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
for png in vikings_desktop/resources/icons/"$APP"-*.png; do
    size=${png##*-}
    size=${size%.png}
    [[ $size =~ ^[0-9]+$ ]] || continue  # only the square <size>.png ones
    install -D -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP.png"
done
install -D -m 0644 "$ICON_SVG" "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP.svg"
cat > "$STAGE/usr/share/doc/$APP/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: $APP
Comment: Vikings is a board game by Michael Kiesling. This package bundles Python and
 Qt for Python (PySide6, LGPLv3); their licences are in /opt/$APP/_internal.

Files: *
License: MIT
EOF
chmod -R go-w "$STAGE"
# The tree as a software centre reads it: the metainfo, the .desktop file it launches and the
# icon that one names.
appstreamcli validate-tree --no-net "$STAGE" || fail "appstreamcli validate-tree refuses $STAGE"

echo "== $TARBALL"
rm -f "$TARBALL"
tar -C "$STAGE" --owner=0 --group=0 --numeric-owner -czf "$TARBALL" opt usr

echo "== $DEB"
# Depends: the packages of the system libraries the bundle links to, from dpkg-shlibdeps.
DEPENDS=$(packaging/linux/deb-depends.sh "$DEB_BUILD_DIR" "$APP") ||
    fail "dpkg-shlibdeps cannot name the packages of the bundle's system libraries (are all of packaging/linux/build-machine-packages.txt installed?)"
case ", $DEPENDS," in
    *", libxcb-cursor0,"* | *", libxcb-cursor0 ("*) ;;
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
chmod 0644 "$STAGE/DEBIAN/control"
rm -f "$DEB"
dpkg-deb --root-owner-group --build "$STAGE" "$DEB" >/dev/null

echo "== done"
echo "bundle:  $BUNDLE ($(du -sh "$BUNDLE" | cut -f1))"
echo "tarball: $TARBALL ($(du -h "$TARBALL" | cut -f1))"
echo "deb:     $DEB ($(du -h "$DEB" | cut -f1))"
echo "Depends: $DEPENDS"
