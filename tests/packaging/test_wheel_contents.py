"""A built wheel (what a non-editable `pip install .` installs) carries the icons and the
licence: the resources are package data of vikings_desktop.resources."""
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_wheel_contains_the_icons_and_the_license(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                    "-q", "-w", str(tmp_path), str(ROOT)], check=True, timeout=300)
    (wheel,) = tmp_path.glob("vikings_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    icons = ROOT / "vikings_desktop" / "resources" / "icons"
    expected = {f"vikings_desktop/resources/icons/{p.name}" for p in icons.iterdir()}
    assert expected and expected <= names, sorted(expected - names)
    assert "vikings_desktop/resources/__init__.py" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    assert "License-Expression: MIT" in zipfile.ZipFile(wheel).read(metadata).decode()
