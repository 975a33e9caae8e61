"""Regenerate the translations: ``python -m vikings_desktop.i18n.update``.

1. ``pyside6-lupdate`` extracts every ``tr()``/``QCoreApplication.translate`` string of
   the package into ``vikings_<code>.ts`` (new strings arrive unfinished, vanished ones
   are dropped, finished translations are kept);
2. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the window loads.
Translate the unfinished strings (Qt Linguist: ``pyside6-linguist vikings_de.ts``) between
the two steps, then run it again."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from vikings_desktop.i18n import FOLDER, LANGUAGES

PACKAGE = FOLDER.parent
# English is the source language; its catalogue only holds the plural forms of %n strings.
PLURALS_ONLY = "en"


def tool(name: str) -> str:
    """A PySide6 tool next to this Python (the venv) or on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (it ships the Linguist tools)")
    return found


def sources() -> list[str]:
    return sorted(str(path) for path in PACKAGE.rglob("*.py"))


def extract(ts_file: Path, plurals_only: bool = False) -> None:
    """Merge the package's current strings into ``ts_file`` (created if missing)."""
    subprocess.run([tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                    *(["-pluralonly"] if plurals_only else []),
                    *sources(), "-ts", str(ts_file)], check=True)


def compile_catalogue(ts_file: Path, qm_file: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)],
                   check=True)


def main() -> int:
    for code in LANGUAGES:
        ts_file = FOLDER / f"vikings_{code}.ts"
        extract(ts_file, plurals_only=code == PLURALS_ONLY)
        compile_catalogue(ts_file, FOLDER / f"vikings_{code}.qm")
        print(f"updated {ts_file.name} and vikings_{code}.qm")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
