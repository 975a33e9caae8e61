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

PYTHON=${PYTHON:-python3}
VENV=${VIKINGS_BUILD_VENV:-build/packaging-venv}

if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "build-macos.sh: $PYTHON is older than Python 3.11" >&2
    exit 1
fi

info() { "$PYTHON" packaging/appinfo.py "$1"; }
APP=$(info app-name)
NAME=$(info display-name)
VERSION=$(info version)
APP_BUNDLE="dist/$NAME.app"
DMG=dist/$APP-$VERSION-macos-$(uname -m).dmg

echo "== build environment: $VENV"
[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet '.[packaging]'
rm -rf build/lib build/bdist.*
"$VENV/bin/python" -m pip install --quiet --no-deps --force-reinstall .

echo "== PyInstaller"
rm -rf "$APP_BUNDLE" "dist/$APP"
"$VENV/bin/python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/vikings_desktop.spec
codesign --force --deep --sign - "$APP_BUNDLE"
codesign --verify --deep --strict "$APP_BUNDLE"

echo "== smoke test of the app bundle"
EXECUTABLE="$APP_BUNDLE/Contents/MacOS/$APP"
reported=$(env -i PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen "$EXECUTABLE" --version)
case "$reported" in
    *"$VERSION"*) echo "--version: $reported" ;;
    *) echo "build-macos.sh: the app reports version '$reported', pyproject says $VERSION" >&2
       exit 1 ;;
esac
env -i PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen "$EXECUTABLE" --selftest
echo "--selftest: passed"

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
