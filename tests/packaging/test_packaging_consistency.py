"""The installers' spec and scripts agree with each other and with the project (fast: nothing
is built here; packaging/build-linux.sh and the installers workflow do the building)."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
import sys

import pytest

import vikings_desktop

APP = "vikings-desktop"


def read(root, relative: str) -> str:
    return (root / relative).read_text(encoding="utf-8")


# --- version: one source, pyproject.toml ---------------------------------------------------


def test_package_version_is_pyprojects(appinfo):
    assert vikings_desktop.__version__ == appinfo.version()


def test_version_conversions(appinfo):
    assert appinfo.debian_version("1.2.0") == "1.2.0"
    assert appinfo.debian_version("1.2.0rc1") == "1.2.0~rc1"
    assert appinfo.debian_version("1.2.0.dev3") == "1.2.0~dev3"
    assert appinfo.windows_version("1.2.0") == "1.2.0.0"
    assert appinfo.windows_version("2.0rc1") == "2.0.0.0"
    assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", appinfo.windows_version())


def test_appinfo_script_prints_the_facts(appinfo, root):
    def run(*args):
        return subprocess.run([sys.executable, str(root / "packaging" / "appinfo.py"), *args],
                              capture_output=True, text=True)
    assert run("version").stdout.strip() == appinfo.version()
    assert run("app-name").stdout.strip() == APP
    assert run("no-such-fact").returncode == 2


# --- resources: every folder travels in the bundle -----------------------------------------


def test_every_resource_folder_is_bundled(appinfo):
    present = appinfo.resource_folders_present()
    assert present, "resources/ has no folders"
    unlisted = set(present) - set(appinfo.RESOURCE_FOLDERS)
    assert not unlisted, f"add {sorted(unlisted)} to RESOURCE_FOLDERS in packaging/appinfo.py"


def test_spec_bundles_the_listed_resources_where_resource_path_looks(root):
    spec = read(root, "packaging/vikings_desktop.spec")
    assert "appinfo.RESOURCE_FOLDERS" in spec
    # vikings_desktop.resources looks in sys._MEIPASS/resources/<folder>
    assert 'f"resources/{folder}"' in spec
    assert 'copy_metadata(appinfo.APP_NAME)' in spec
    compile(spec, "vikings_desktop.spec", "exec")


def test_spec_refuses_unlisted_resource_folders(root):
    spec = read(root, "packaging/vikings_desktop.spec")
    assert "resource_folders_present()" in spec and "raise SystemExit" in spec


# --- Qt trimming -----------------------------------------------------------------------------


def test_the_app_imports_only_kept_qt_modules(appinfo):
    imported = appinfo.qt_modules_imported()
    assert "QtWidgets" in imported or not imported
    missing = imported - set(appinfo.QT_MODULES_KEPT)
    assert not missing, f"add {sorted(missing)} to QT_MODULES_KEPT in packaging/appinfo.py"


def test_unused_qt_modules_are_excluded(appinfo, tmp_path):
    source = tmp_path / "pkg"
    source.mkdir()
    (source / "view.py").write_text("from PySide6.QtWidgets import QWidget\n"
                                    "import PySide6.QtNetwork\n")
    available = {"QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtQml", "QtQuick", "QtSvg"}
    excludes = appinfo.qt_excludes(available, source)
    assert excludes == ["PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtSvg"]


@pytest.mark.parametrize("path, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", False),
    ("libQt6EglFSDeviceIntegration.so.6", False),
    ("PySide6/opengl32sw.dll", False),
    ("PySide6/Qt6Widgets.dll", True),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
    ("PySide6/Qt/translations/qtbase_de.qm", True),        # Qt's buttons in German
    ("PySide6/translations/qtbase_fr.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_de.qm", False),
    ("resources/translations/vikings_de.qm", True),
    ("resources/icons/vikings-desktop-256.png", True),
])
def test_qt_plugin_and_translation_trimming(appinfo, path, kept):
    assert appinfo.qt_bundle_path_kept(path) is kept
    assert appinfo.qt_bundle_path_kept(path.replace("/", "\\")) is kept


def test_qt_translations_are_bundled_when_the_app_loads_them(appinfo, root):
    loads_translations = any("QTranslator" in path.read_text(encoding="utf-8")
                             for path in (root / "vikings_desktop").rglob("*.py"))
    languages = {path.stem.removeprefix("vikings_")
                 for path in (root / "vikings_desktop" / "i18n").glob("vikings_*.qm")} - {"en"}
    kept = {name.removeprefix("qtbase_") for name in appinfo.QT_TRANSLATIONS_KEPT
            if name.startswith("qtbase_")}
    assert loads_translations == bool(kept), (
        "the app's use of QTranslator and QT_TRANSLATIONS_KEPT in packaging/appinfo.py disagree")
    assert kept == languages, f"Qt's own translations kept {kept} for the game's {languages}"


@pytest.mark.parametrize("source, typecode, system", [
    ("/usr/lib/x86_64-linux-gnu/libX11.so.6", "BINARY", True),
    ("/lib/x86_64-linux-gnu/libxcb-cursor.so.0", "BINARY", True),
    ("/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0", "BINARY", False),
    ("/usr/lib/python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so", "EXTENSION", False),
    ("/usr/lib/python3/dist-packages/PySide6/Qt/lib/libQt6Core.so.6", "BINARY", False),
    ("/home/me/.venv/lib/python3.11/site-packages/PySide6/Qt/lib/libicudata.so.73", "BINARY", False),
    ("/opt/hostedtoolcache/Python/3.11.9/x64/lib/libpython3.11.so.1.0", "BINARY", False),
    ("/usr/share/somewhere/data.txt", "DATA", False),
])
def test_linux_system_libraries_stay_out_of_the_bundle(appinfo, source, typecode, system):
    assert appinfo.is_linux_system_library(source, typecode) is system


# --- icons -------------------------------------------------------------------------------------


def test_app_icons_exist_in_the_menu_sizes(appinfo):
    sizes = set(appinfo.icon_pngs())
    assert {16, 32, 48, 256} <= sizes, f"resources/icons has only {sorted(sizes)}"


def test_windows_and_mac_icons_exist_for_the_spec(appinfo, root):
    # PNG-in-ICO / PNG-in-ICNS as tools/render_icons.py writes them; the spec and .iss use them.
    ico = appinfo.ICON_ICO.read_bytes()
    assert struct.unpack_from("<HH", ico) == (0, 1) and struct.unpack_from("<H", ico, 4)[0] >= 4
    icns = appinfo.ICON_ICNS.read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    spec = read(root, "packaging/vikings_desktop.spec")
    assert "icon = str(appinfo.ICON_ICO)" in spec and "icon = str(appinfo.ICON_ICNS)" in spec


# --- Linux: .desktop entry, launcher, build script ---------------------------------------------


def desktop_entry(appinfo):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(appinfo.DESKTOP_FILE.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_desktop_entry_has_the_keys_a_menu_needs(appinfo):
    entry = desktop_entry(appinfo)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Vikings Desktop"
    assert entry["Exec"].split()[0] == APP
    assert entry["Icon"] == APP
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_desktop_entry_matches_the_x11_window_class(appinfo):
    # On X11 Qt's WM_CLASS is the application name, not the desktop file name (Wayland's app
    # id): StartupWMClass lets the desktop match the window to this entry there too.
    from vikings_desktop.ui.settings import APPLICATION

    assert desktop_entry(appinfo)["StartupWMClass"] == APPLICATION


def test_launcher_execs_the_bundle_relative_to_itself(root, tmp_path):
    launcher = root / "packaging/linux/launcher.sh"
    assert os.access(launcher, os.X_OK)
    # A scratch root as dpkg -x makes it: the launcher must start that root's copy.
    (tmp_path / "usr/bin").mkdir(parents=True)
    (tmp_path / f"opt/{APP}").mkdir(parents=True)
    shutil.copy(launcher, tmp_path / f"usr/bin/{APP}")
    fake_app = tmp_path / f"opt/{APP}/{APP}"
    fake_app.write_text('#!/bin/sh\necho "bundled app got: $*"\n')
    fake_app.chmod(0o755)
    result = subprocess.run(["sh", str(tmp_path / f"usr/bin/{APP}"), "--selftest", "a b"],
                            capture_output=True, text=True)
    assert result.stdout == "bundled app got: --selftest a b\n"


def test_build_linux_script_uses_the_shared_files(root, appinfo):
    script = read(root, "packaging/build-linux.sh")
    assert "source packaging/common.sh" in script
    script += read(root, "packaging/common.sh")
    for needle in ("packaging/vikings_desktop.spec", "packaging/linux/launcher.sh",
                   "APP_ID=$(info app-id)", "DESKTOP_FILE=resources/linux/$APP_ID.desktop",
                   "METAINFO_FILE=resources/linux/$APP_ID.metainfo.xml",
                   'desktop-file-validate "$DESKTOP_FILE" || fail',
                   'appstreamcli validate --no-net "$METAINFO_FILE" || fail',
                   'appstreamcli validate-tree --no-net "$STAGE" || fail',
                   "usr/share/applications/$APP_ID.desktop",
                   "usr/share/metainfo/$APP_ID.metainfo.xml",
                   "resources/icons/\"$APP\"-*.png", "hicolor/${size}x${size}/apps/$APP.png",
                   "hicolor/scalable/apps/$APP.svg", "opt/$APP", 'tar -C "$STAGE"',
                   'packaging/linux/deb-depends.sh "$DEB_BUILD_DIR" "$APP"',
                   "dpkg-deb --root-owner-group --build",
                   "'.[packaging]'", "--selftest", "--version", "env -i PATH=/usr/bin:/bin",
                   'smoke_test "$BUNDLE/$APP" "$BUNDLE/_internal/resources"'):
        assert needle in script, needle
    # the validators run before the slow build, dpkg-shlibdeps after the tree is staged
    assert script.index("appstreamcli validate --no-net") < script.index("build_bundle\n")
    for field in ("Package", "Version", "Architecture", "Maintainer", "Depends", "Description",
                  "Installed-Size"):
        assert f"\n{field}: " in script, field
    assert os.access(root / "packaging/build-linux.sh", os.X_OK)


def test_makefile_package_target_runs_the_linux_build(root):
    makefile = read(root, "Makefile")
    assert re.search(r"^package:.*\n\tpackaging/build-linux\.sh$", makefile, re.MULTILINE)


def test_build_machine_packages_name_the_xcb_libraries(root):
    packages = {line.strip() for line in read(root, "packaging/linux/build-machine-packages.txt")
                .splitlines() if line.strip() and not line.startswith("#")}
    assert {"libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4", "libxcb-keysyms1"} <= packages
    # the build's tools: dpkg-shlibdeps, appstreamcli, desktop-file-validate
    assert {"dpkg-dev", "appstream", "desktop-file-utils"} <= packages


# --- Depends from dpkg-shlibdeps ----------------------------------------------------------------


@pytest.mark.skipif(shutil.which("dpkg-shlibdeps") is None or not os.path.exists("/bin/ls"),
                    reason="dpkg-shlibdeps (Debian package dpkg-dev) not installed")
def test_deb_depends_names_system_libraries_but_not_bundled_ones(root, tmp_path):
    # A bundle like PyInstaller's: an executable linking to a library it carries itself
    # (libselinux, as /bin/ls on Debian does) and to the system's libc.
    ls_links = subprocess.run(["ldd", "/bin/ls"], capture_output=True, text=True).stdout
    if "libselinux.so.1" not in ls_links:
        pytest.skip("/bin/ls does not link libselinux here")
    selinux = re.search(r"libselinux\.so\.1 => (\S+)", ls_links).group(1)
    bundle = tmp_path / "debian" / "app" / "opt" / "app"
    (bundle / "_internal").mkdir(parents=True)
    (tmp_path / "debian" / "app" / "DEBIAN").mkdir()
    shutil.copy("/bin/ls", bundle / "app")
    shutil.copy(selinux, bundle / "_internal" / "libselinux.so.1")
    result = subprocess.run([str(root / "packaging/linux/deb-depends.sh"), str(tmp_path), "app"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    depends = [entry.strip() for entry in result.stdout.strip().split(",")]
    names = {entry.split()[0] for entry in depends}
    assert "libselinux1" not in names  # bundled: resolved inside the package
    assert "libpcre2-8-0" in names  # what the bundled library itself links to
    assert any(re.fullmatch(r"libc6 \(>= [\d.]+\)", entry) for entry in depends), depends


def test_deb_depends_refuses_a_tree_without_a_debian_folder(root, tmp_path):
    (tmp_path / "debian" / "app" / "opt" / "app").mkdir(parents=True)
    result = subprocess.run([str(root / "packaging/linux/deb-depends.sh"), str(tmp_path), "app"],
                            capture_output=True, text=True)
    assert result.returncode == 2 and "DEBIAN/" in result.stderr


# --- Windows, macOS, CI ------------------------------------------------------------------------


def test_inno_setup_script_matches_the_bundle(root, appinfo):
    iss = read(root, "packaging/windows/vikings-desktop.iss")
    assert f'#define AppExeName "{APP}.exe"' in iss
    assert f'#define AppName "{appinfo.DISPLAY_NAME}"' in iss
    assert f"..\\..\\dist\\{APP}" in iss  # PyInstaller's --distpath dist, COLLECT name
    icon = re.search(r"^SetupIconFile=(.+)$", iss, re.MULTILINE).group(1)
    assert (root / "packaging/windows" / icon.replace("\\", "/")).resolve() == appinfo.ICON_ICO
    assert "{autoprograms}" in iss  # Start-menu shortcut
    assert re.search(r"\{autodesktop\}.*Tasks: desktopicon", iss)  # optional desktop shortcut
    assert re.search(r'Name: "desktopicon".*Flags: unchecked', iss)
    assert "UninstallDisplayIcon" in iss and "Uninstallable=no" not in iss


def test_macos_script_builds_the_app_and_dmg(root, appinfo):
    script = read(root, "packaging/macos/build-macos.sh")
    assert "source packaging/common.sh" in script
    script += read(root, "packaging/common.sh")
    for needle in ("packaging/vikings_desktop.spec", '"dist/$NAME.app"', "hdiutil create",
                   "ln -s /Applications", "--selftest", 'smoke_test "$APP_BUNDLE/Contents/MacOS/$APP"',
                   "codesign --force --deep --sign -"):
        assert needle in script, needle
    spec = read(root, "packaging/vikings_desktop.spec")
    assert 'name=f"{appinfo.DISPLAY_NAME}.app"' in spec
    assert os.access(root / "packaging/macos/build-macos.sh", os.X_OK)


def test_workflow_builds_and_selftests_each_platform(root):
    workflow = read(root, ".github/workflows/installers.yml")
    jobs = re.split(r"\n  (?=\w[\w-]*:\n)", workflow.split("\njobs:\n", 1)[1])
    by_name = {job.split(":", 1)[0].strip(): job for job in jobs}
    assert set(by_name) == {"linux", "windows", "macos"}
    assert "packaging/build-linux.sh" in by_name["linux"]
    assert "packaging/vikings_desktop.spec" in by_name["windows"]
    assert "packaging\\windows\\vikings-desktop.iss" in by_name["windows"]
    assert "packaging/macos/build-macos.sh" in by_name["macos"]
    for name, job in by_name.items():
        assert "--selftest" in job, name
        assert "actions/upload-artifact" in job, name
    assert "packaging/linux/build-machine-packages.txt" in by_name["linux"]


# --- the frozen entry point --------------------------------------------------------------------


def test_bundle_entry_runs_the_gui_scripts_main(root, capsys):
    entry = read(root, "packaging/bundle_entry.py")
    assert "from vikings_desktop.app import main" in entry and "sys.exit(main())" in entry
    from vikings_desktop.app import main

    assert main(["--version"]) == 0  # what the build scripts compare with pyproject's version
    assert vikings_desktop.__version__ in capsys.readouterr().out
