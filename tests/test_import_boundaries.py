"""The architecture's lines, read from the source: the engine and persistence never import
the UI, and the engine never imports Qt (it stays pure Python for the CLI, the computers'
worker process and the tests)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "vikings_desktop"


def imported_modules(path: Path) -> set[str]:
    """Every module a source file imports, relative imports resolved to absolute names."""
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def imports_of(subpackage: str) -> dict[str, set[str]]:
    return {str(p.relative_to(PACKAGE.parent)): imported_modules(p)
            for p in sorted((PACKAGE / subpackage).rglob("*.py"))}


def offenders(subpackage: str, forbidden: tuple[str, ...]) -> dict[str, list[str]]:
    """Per file, the imported modules that are (or lie inside) one of ``forbidden``."""
    def bad(module: str) -> bool:
        return any(module == f or module.startswith(f + ".") for f in forbidden)
    found = {path: sorted(filter(bad, modules)) for path, modules in imports_of(subpackage).items()}
    return {path: modules for path, modules in found.items() if modules}


@pytest.mark.parametrize("subpackage", ["engine", "persistence"])
def test_engine_and_persistence_import_nothing_from_the_ui(subpackage):
    assert imports_of(subpackage), f"no modules found under {subpackage}"
    assert offenders(subpackage, ("vikings_desktop.ui",)) == {}


def test_the_engine_imports_no_qt():
    assert offenders("engine", ("PySide6", "PyQt5", "PyQt6", "shiboken6")) == {}


def test_the_import_walk_sees_relative_imports_of_the_ui():
    # the checker itself: a relative import from inside ui/ resolves to vikings_desktop.ui
    modules = imported_modules(PACKAGE / "ui" / "views" / "action_panel.py")
    assert any(m.startswith("vikings_desktop.ui.") for m in modules)
    assert "PySide6.QtWidgets" in modules
