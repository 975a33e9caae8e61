"""Where the game's resources (icons, art) live: package data of ``vikings_desktop.resources``
(a checkout or any ``pip install``) or, in a PyInstaller bundle, ``sys._MEIPASS/resources``."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    """The resources folder: `sys._MEIPASS/resources` when frozen, else this package's folder."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """Path of a file below `resources/`, e.g. ``resource_path("icons", "vikings-desktop.svg")``."""
    return resources_root().joinpath(*parts)
