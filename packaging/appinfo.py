"""One place for the facts every installer shares: names, version, resources, Qt trimming.

Imported by `vikings_desktop.spec` (PyInstaller), run as a script by the build scripts
(`python packaging/appinfo.py version`), and checked by tests/packaging. Standard library only:
it runs before anything is installed.
"""

from __future__ import annotations

import re
import runpy
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

APP_NAME = "vikings-desktop"  # executable, Debian package, icon name
DISPLAY_NAME = "Vikings Desktop"
# The reverse-DNS application id: its one home is vikings_desktop/app_id.py (the window sets it
# as its desktop file name); read by path, as nothing is installed when the build starts.
APP_ID: str = runpy.run_path(str(ROOT / "vikings_desktop" / "app_id.py"))["APP_ID"]
# Apple's bundle ids allow letters, digits, '-' and '.', no '_'.
MAC_BUNDLE_ID = APP_ID.replace("_", "-")
MAINTAINER = "Vikings Desktop developers <packaging@vikings-desktop.invalid>"
SUMMARY = "Michael Kiesling's board game Vikings for the desktop"
ENTRY_SCRIPT = ROOT / "packaging" / "bundle_entry.py"
# Top-level resources/ holds what the running game never loads (resources/README.md): the
# icon's SVG masters, and the menu entry and AppStream metainfo the .deb and .tar.gz install.
SOURCE_RESOURCES_DIR = ROOT / "resources"
ICON_SVG = SOURCE_RESOURCES_DIR / "icons" / f"{APP_NAME}.svg"  # also the scalable menu icon
LINUX_DATA_DIR = SOURCE_RESOURCES_DIR / "linux"
DESKTOP_FILE = LINUX_DATA_DIR / f"{APP_ID}.desktop"
METAINFO_FILE = LINUX_DATA_DIR / f"{APP_ID}.metainfo.xml"
# What the game loads is package data of vikings_desktop.resources (so `pip install .` has
# it); bundles carry it as resources/<folder>.
RESOURCES_DIR = ROOT / "vikings_desktop" / "resources"
ICON_DIR = RESOURCES_DIR / "icons"
# Made from the SVGs with the PNGs by tools/render_icons.py and kept in the repository.
ICON_ICO = ICON_DIR / f"{APP_NAME}.ico"  # Windows executable and setup.exe
ICON_ICNS = ICON_DIR / f"{APP_NAME}.icns"  # macOS app bundle

# Every folder under resources/ must be named here: the bundle carries exactly these, and the
# spec refuses to build when resources/ has a folder that is not listed (art silently missing
# from the installed game is worse than a failed build).
RESOURCE_FOLDERS = ("art", "icons", "lessons", "rules", "translations")

# Qt Python modules the bundle keeps; every other module PySide6 ships goes into the spec's
# `excludes`, so PyInstaller's Qt hooks do not pull in its libraries, plugins and translations.
# tests/packaging fails when the app imports a module missing here (the spec keeps imported
# modules anyway, so the bundle still works, but this list is what the docs report).
QT_MODULES_KEPT = ("QtCore", "QtGui", "QtWidgets")

# Qt plugins dropped from the bundle, by folder under Qt/plugins: None drops the whole folder,
# else the plugin names (file name without "lib" and extension). A deny list rather than an
# allow list, because the Windows and macOS plugin sets (qwindows, qcocoa, styles, ...) cannot
# be tried here and must not be lost by accident. What stays on Linux: xcb and wayland to show
# windows, offscreen and minimal for headless runs (--selftest), SVG (system icon themes) and
# common image formats, the SVG icon engine, compose/IBus input and the desktop-portal theme (native dialogs; GNOME's
# look is built into QtGui). The GTK3 theme is dropped: it would make GTK a dependency.
QT_PLUGINS_DROPPED: dict[str, tuple[str, ...] | None] = {
    "designer": None,  # Qt Designer widgets
    "egldeviceintegrations": None,  # eglfs: embedded full-screen devices
    "generic": None,  # evdev / TUIO touch input for embedded devices
    "networkinformation": None,
    "printsupport": None,  # the game does not print
    "qmltooling": None,
    "sqldrivers": None,
    "tls": None,
    "vectorimageformats": None,  # Lottie, via Qt Quick
    "wayland-graphics-integration-server": None,  # compositor side
    "platformthemes": ("qgtk3",),
    "platforms": ("qeglfs", "qlinuxfb", "qminimalegl", "qvkkhrdisplay", "qvnc"),
    "imageformats": ("qpdf", "qtiff", "qtga", "qwbmp"),  # qpdf alone pulls in QtPdf
    "platforminputcontexts": ("qtvirtualkeyboardplugin",),  # needs Qt Quick
    "wayland-shell-integration": ("fullscreen-shell-v1", "ivi-shell", "qt-shell", "wl-shell-plugin"),
    "wayland-graphics-integration-client": (
        "dmabuf-server", "drm-egl-server", "shm-emulation-server", "vulkan-server"),
}

# Libraries collected only for the plugins dropped above (eglfs, wl-shell), and Qt's software
# OpenGL renderer for Windows (opengl32sw.dll, about 20 MB): the widgets draw with the raster
# engine and never ask for OpenGL.
QT_LIBRARIES_DROPPED = ("Qt6EglFSDeviceIntegration", "Qt6EglFsKmsSupport", "Qt6WlShellIntegration",
                        "opengl32sw")

# Qt's own translations that stay: the app offers German (vikings_desktop/i18n) and loads
# Qt's qtbase_de.qm for its dialog buttons; the other languages (most of 5.8 MB) stay out
# (tests/packaging checks this against the languages the app ships).
QT_TRANSLATIONS_KEPT: tuple[str, ...] = ("qtbase_de",)
# The game's own compiled translations, bundled beside vikings_desktop/i18n/__init__.py
I18N_DIR = ROOT / "vikings_desktop" / "i18n"


def pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)


def version() -> str:
    """The version, single source: pyproject.toml."""
    return pyproject()["project"]["version"]


def debian_version(pep440: str | None = None) -> str:
    """PEP 440 → Debian: pre-releases sort before the release with '~' (1.0rc1 → 1.0~rc1)."""
    text = pep440 or version()
    return re.sub(r"\.?(a|b|rc|dev)(\d*)", r"~\1\2", text)


def windows_version(pep440: str | None = None) -> str:
    """The four numbers Windows version resources and Inno Setup accept (0.1.0rc1 → 0.1.0.0)."""
    numbers = re.match(r"\d+(\.\d+)*", pep440 or version()).group(0).split(".")
    return ".".join((numbers + ["0"] * 4)[:4])


def resource_folders_present() -> list[str]:
    root = RESOURCES_DIR  # a package: its __pycache__ is no resource
    return sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("_"))


def icon_pngs() -> dict[int, Path]:
    """The square app icons resources/icons/vikings-desktop-<size>.png, by size."""
    found = {}
    for path in ICON_DIR.glob(f"{APP_NAME}-*.png"):
        match = re.fullmatch(rf"{APP_NAME}-(\d+)\.png", path.name)
        if match:
            found[int(match.group(1))] = path
    return dict(sorted(found.items()))


def qt_modules_imported(package: Path | None = None) -> set[str]:
    """The PySide6 modules the app's source imports (`from PySide6.QtX import …`, `import PySide6.QtX`)."""
    package = package or ROOT / "vikings_desktop"
    pattern = re.compile(r"^\s*(?:from|import)\s+PySide6\.(Qt\w+)", re.MULTILINE)
    used = set()
    for source in package.rglob("*.py"):
        used.update(pattern.findall(source.read_text(encoding="utf-8")))
    return used


def qt_excludes(available: set[str], package: Path | None = None) -> list[str]:
    """`PySide6.QtX` names for the spec's `excludes`: available modules neither kept nor imported."""
    kept = set(QT_MODULES_KEPT) | qt_modules_imported(package)
    return sorted(f"PySide6.{name}" for name in available - kept)


def qt_bundle_path_kept(bundle_path: str) -> bool:
    """Whether a file collected into the bundle stays (path as inside the bundle, e.g.
    `PySide6/Qt/plugins/platforms/libqvnc.so` or `PySide6/Qt/translations/qtbase_de.qm`)."""
    parts = bundle_path.replace("\\", "/").split("/")
    if parts[0] == "PySide6" and "plugins" in parts[:-1]:
        rest = parts[parts.index("plugins") + 1:]
        if len(rest) >= 2 and rest[0] in QT_PLUGINS_DROPPED:
            dropped = QT_PLUGINS_DROPPED[rest[0]]
            plugin = rest[-1].split(".")[0].removeprefix("lib")
            return dropped is not None and plugin not in dropped
    # The libraries themselves, and the links PyInstaller makes to them at the bundle's top.
    if parts[-1].split(".")[0].removeprefix("lib") in QT_LIBRARIES_DROPPED:
        return False
    # Qt's translations: PySide6/Qt/translations on Linux and macOS, PySide6/translations on
    # Windows; the game's own live under resources/ and always stay.
    if parts[0] == "PySide6" and "translations" in parts[:-1] and parts[-1].endswith(".qm"):
        return parts[-1].startswith(QT_TRANSLATIONS_KEPT)
    return True


def is_linux_system_library(source: str, typecode: str) -> bool:
    """Whether a shared library PyInstaller collected comes from the Linux system (/usr, /lib)
    rather than from Python or the PySide6 wheel. Those stay out of the bundle: the .deb depends
    on their Debian packages instead, so X11/xcb, fontconfig, GL and glib always match the
    desktop they run on. Python itself (libpython) and extension modules always stay."""
    if typecode != "BINARY" or ".so" not in source:
        return False
    path = source.replace("\\", "/")
    if any(marker in path for marker in ("/site-packages/", "/dist-packages/", "/lib-dynload/")):
        return False
    if path.rsplit("/", 1)[-1].startswith("libpython"):
        return False
    return path.startswith(("/usr/", "/lib/", "/lib64/", "/lib32/"))


def main(argv: list[str]) -> int:
    commands = {
        "version": version,
        "debian-version": debian_version,
        "windows-version": windows_version,
        "app-name": lambda: APP_NAME,
        "app-id": lambda: APP_ID,
        "display-name": lambda: DISPLAY_NAME,
        "bundle-id": lambda: MAC_BUNDLE_ID,
        "maintainer": lambda: MAINTAINER,
        "summary": lambda: SUMMARY,
    }
    if len(argv) != 1 or argv[0] not in commands:
        print(f"usage: appinfo.py {{{'|'.join(commands)}}}", file=sys.stderr)
        return 2
    print(commands[argv[0]]())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
