"""A built wheel (what a non-editable `pip install .` installs) carries the icons and the
licence: the resources are package data of vikings_desktop.resources. Installed into a fresh
venv, the game finds them there and shows its real icon, not the painted stand-in."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from PySide6 import __file__ as pyside6_init

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "vikings_desktop" / "resources" / "icons"


def test_wheel_contains_the_icons_and_the_license(built_wheel):
    names = set(zipfile.ZipFile(built_wheel).namelist())
    expected = {f"vikings_desktop/resources/icons/{p.name}" for p in ICONS.iterdir()}
    assert expected and expected <= names, sorted(expected - names)
    assert "vikings_desktop/resources/__init__.py" in names
    assert "vikings_desktop/py.typed" in names                 # PEP 561: typed package
    assert "vikings_desktop/ui/session/game_table.py" in names   # the ui/ sub-packages
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    assert "License-Expression: MIT" in zipfile.ZipFile(built_wheel).read(metadata).decode()


# Run by the fresh venv's Python: where the package and its icon come from, which sizes the
# window icon has, and whether its 256 px image is the repository's PNG.
PROBE = """
import importlib.resources, json, sys
import vikings_desktop
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from vikings_desktop.resources import resource_path
from vikings_desktop.ui.art import icons

app = QApplication([])
icon = icons.app_icon()
# Compared premultiplied: newer Qt keeps icon pixmaps premultiplied, and turning them back
# into straight alpha rounds the half-transparent edge pixels by one.
shown = icon.pixmap(QSize(256, 256)).toImage().convertToFormat(
    QImage.Format.Format_ARGB32_Premultiplied)
master = QImage(sys.argv[1]).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
print(json.dumps({
    "package": vikings_desktop.__file__,
    "icon_file": str(resource_path("icons", "vikings-desktop-256.png")),
    "package_data": (importlib.resources.files("vikings_desktop.resources")
                     / "icons" / "vikings-desktop-256.png").is_file(),
    "sizes": sorted(size.width() for size in icon.availableSizes()),
    "same_as_master": shown == master,
}))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="venv layout of POSIX systems")
def test_non_editable_install_in_a_fresh_venv_shows_the_real_icon(built_wheel, tmp_path):
    from vikings_desktop.ui.art.palette import ICON_SIZES

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--no-index", str(built_wheel)], check=True, timeout=300)
    # The dependencies (PySide6, platformdirs) come from the test environment, appended after
    # the fresh site-packages by a plain path line (.pth files there, e.g. an editable install
    # of this tree, are not read), so the game itself is the installed copy only.
    site_packages = Path(subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True, text=True, check=True).stdout.strip())
    dependencies = Path(pyside6_init).resolve().parent.parent
    (site_packages / "test_dependencies.pth").write_text(f"{dependencies}\n")

    result = subprocess.run([str(python), "-I", "-c", PROBE, str(ICONS / "vikings-desktop-256.png")],
                            capture_output=True, text=True, timeout=120, cwd=tmp_path,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert Path(found["package"]).is_relative_to(site_packages), found["package"]
    assert Path(found["icon_file"]).is_relative_to(site_packages), found["icon_file"]
    assert found["package_data"]
    # every PNG size from the files (the painted stand-in has only 32, 64 and 256)
    assert found["sizes"] == sorted(ICON_SIZES)
    assert found["same_as_master"]
