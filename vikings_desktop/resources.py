"""Where the `resources/` folder (icons, art) lives: a source checkout or a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    """The `resources/` folder: `sys._MEIPASS/resources` when frozen, else the repo root's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    # vikings_desktop/resources.py -> repo root / resources
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """Path of a file below `resources/`, e.g. ``resource_path("icons", "vikings-desktop.svg")``."""
    return resources_root().joinpath(*parts)
