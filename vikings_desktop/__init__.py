"""Vikings Desktop: Michael Kiesling's board game Vikings for the desktop."""

from importlib import metadata

try:
    __version__ = metadata.version("vikings-desktop")
except metadata.PackageNotFoundError:  # running from a source tree or a bundle
    __version__ = "0.1.0"
