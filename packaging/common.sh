# Steps build-linux.sh and macos/build-macos.sh share. Source it from the repository root
# after setting SCRIPT (the name for messages); it reads PYTHON and VIKINGS_BUILD_VENV.

PYTHON=${PYTHON:-python3}
VENV=${VIKINGS_BUILD_VENV:-build/packaging-venv}

fail() { echo "$SCRIPT: $*" >&2; exit 1; }

"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' ||
    fail "$PYTHON is older than Python 3.11"

info() { "$PYTHON" packaging/appinfo.py "$1"; }
APP=$(info app-name)
VERSION=$(info version)

# A venv with the project, its dependencies and PyInstaller; then the one-folder app in
# dist/ (and on macOS the .app beside it) from packaging/vikings_desktop.spec.
build_bundle() {
    echo "== build environment: $VENV"
    [ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
    "$VENV/bin/python" -m pip install --quiet '.[packaging]'
    # The project itself is always reinstalled: the bundle carries its metadata, which must
    # hold the current version. setuptools' in-tree build folders would keep deleted modules.
    rm -rf build/lib build/bdist.*
    "$VENV/bin/python" -m pip install --quiet --no-deps --force-reinstall .

    echo "== PyInstaller"
    "$VENV/bin/python" -m PyInstaller --noconfirm --log-level WARN \
        --distpath dist --workpath build/pyinstaller packaging/vikings_desktop.spec
}

# smoke_test EXECUTABLE RESOURCES_DIR: the bundle carries resources/ whole, reports
# pyproject's version and plays its self-test game, with no Python on PATH.
smoke_test() {
    local executable=$1 bundled_resources=$2 folder reported
    echo "== the bundle carries every resource file"
    for folder in vikings_desktop/resources/*/; do
        folder=${folder%/}
        [[ ${folder##*/} == _* ]] && continue  # __pycache__ of the resources package
        diff -rq "$folder" "$bundled_resources/${folder#vikings_desktop/resources/}" >/dev/null ||
            fail "$bundled_resources/${folder#vikings_desktop/resources/} differs from $folder"
    done
    echo "== smoke test of the bundle, without Python on PATH"
    reported=$(env -i PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen "$executable" --version)
    case "$reported" in
        *"$VERSION"*) echo "--version: $reported" ;;
        *) fail "the bundle reports version '$reported', pyproject says $VERSION" ;;
    esac
    env -i PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen "$executable" --selftest
    echo "--selftest: passed"
}
