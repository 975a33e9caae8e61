"""The packaging helpers are scripts in packaging/, not part of the installed package: load
them by path."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load_script(path: Path):
    name = f"packaging_script_{path.stem}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def appinfo():
    return load_script(PACKAGING / "appinfo.py")


@pytest.fixture(scope="session")
def root():
    return ROOT


@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory) -> Path:
    """The wheel a non-editable `pip install .` installs, built once per session from the tree.
    Built from a copy: setuptools builds in the source folder (build/, *.egg-info), and several
    developers run the suite in the same checkout at once."""
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, source / name)
    shutil.copytree(ROOT / "vikings_desktop", source / "vikings_desktop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    folder = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(folder),
                    str(source)], check=True, timeout=300)
    (wheel,) = folder.glob("vikings_desktop-*.whl")
    return wheel
