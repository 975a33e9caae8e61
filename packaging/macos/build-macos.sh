#!/usr/bin/env bash
# Build the macOS installers of Vikings Desktop on a Mac (Python >= 3.11, Xcode command line
# tools for codesign and hdiutil):
#   dist/Vikings Desktop.app                               the app bundle, with its icon
#   dist/vikings-desktop-<version>-macos-<arch>.dmg        disk image: the app + /Applications link
# The app is signed ad hoc (no Apple Developer ID here): on first start from a download,
# macOS asks to confirm it via right-click > Open. Environment:
#   PYTHON               interpreter for the build environment (default python3)
#   VIKINGS_BUILD_VENV   build environment (default build/packaging-venv; created if missing)
set -euo pipefail
cd "$(dirname "$0")/../.."

SCRIPT=build-macos.sh
source packaging/common.sh

NAME=$(info display-name)
APP_BUNDLE="dist/$NAME.app"
DMG=dist/$APP-$VERSION-macos-$(uname -m).dmg

rm -rf "$APP_BUNDLE" "dist/$APP"
build_bundle
codesign --force --deep --sign - "$APP_BUNDLE"
codesign --verify --deep --strict "$APP_BUNDLE"
# sys._MEIPASS of a .app is Contents/Frameworks (data files linked there from Resources).
smoke_test "$APP_BUNDLE/Contents/MacOS/$APP" "$APP_BUNDLE/Contents/Frameworks/resources"

echo "== $DMG"
STAGE=build/dmg
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP_BUNDLE" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "$NAME" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"

echo "== done"
echo "app: $APP_BUNDLE ($(du -sh "$APP_BUNDLE" | cut -f1))"
echo "dmg: $DMG ($(du -h "$DMG" | cut -f1))"
