"""The packaging helpers are scripts in packaging/, not part of the installed package: load
them by path."""

from __future__ import annotations

import importlib.util
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
    """The wheel a non-editable `pip install .` installs, built once per session from the tree."""
    folder = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(folder),
                    str(ROOT)], check=True, timeout=300)
    (wheel,) = folder.glob("vikings_desktop-*.whl")
    return wheel
