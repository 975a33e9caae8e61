"""Vikings Desktop: Michael Kiesling's board game Vikings for the desktop."""

from importlib import metadata
from pathlib import Path


def _version() -> str:
    """pyproject.toml's version: from the installed metadata (also carried by the PyInstaller
    bundle), else from pyproject.toml itself when running from a source tree."""
    try:
        return metadata.version("vikings-desktop")
    except metadata.PackageNotFoundError:
        import tomllib

        pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
        with open(pyproject, "rb") as handle:
            return tomllib.load(handle)["project"]["version"]


__version__ = _version()
