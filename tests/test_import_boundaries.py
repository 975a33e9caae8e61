"""The architecture's lines, read from the source: the engine and persistence never import
the UI, and the engine never imports Qt (it stays pure Python for the CLI, the computers'
worker process and the tests)."""

from __future__ import annotations

import ast
import importlib
import types
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


# --- the window's core composed, not mixed ------------------------------------------
QT = ("PySide6", "PyQt5", "PyQt6", "shiboken6")
ENGINE = "vikings_desktop.engine"
# The documented hot loops where packed cells are unpacked inline (``cell >> 3`` the tile,
# ``cell & 7`` the Viking); everywhere else through display.cell_tile/cell_viking/packed_cell.
BIT_PACKING_HOT_LOOPS = {"engine/placing.py", "engine/display.py", "ai/evaluation.py",
                         "ai/simple.py"}


def module_imports(path: Path) -> set[str]:
    """The modules a file imports (``from m import name`` gives ``m``, and ``m.name`` only
    when that is a module of the package)."""
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
            for alias in node.names:
                if _is_submodule(module, alias.name):
                    found.add(f"{module}.{alias.name}")
    return found


def _is_submodule(package: str, name: str) -> bool:
    """``from package import name`` imports a module (not a name the package exports,
    such as ``engine.public_counts``, a function of the module of that name)."""
    sub = PACKAGE.parent.joinpath(*f"{package}.{name}".split("."))
    if not (sub.with_suffix(".py").exists() or (sub / "__init__.py").exists()):
        return False
    exported = getattr(importlib.import_module(package), name, None)
    return exported is None or isinstance(exported, types.ModuleType)


def test_the_ui_uses_the_engine_only_through_its_package():
    reaching_in = {str(p.relative_to(PACKAGE)): sorted(m for m in module_imports(p)
                                                       if m.startswith(ENGINE + "."))
                   for p in sorted((PACKAGE / "ui").rglob("*.py"))}
    assert {path: found for path, found in reaching_in.items() if found} == {}


@pytest.mark.parametrize("subpackage", ["ai", "persistence"])
def test_ai_and_persistence_import_no_qt(subpackage):
    assert offenders(subpackage, QT) == {}


@pytest.mark.parametrize("module", ["session.py", "game_setup.py"])
def test_the_game_session_and_the_set_up_import_no_qt_and_no_ui(module):
    found = module_imports(PACKAGE / module)
    assert not [m for m in found if m.startswith(QT) or m.startswith("vikings_desktop.ui")]


def test_no_bare_bit_packing_outside_the_named_hot_loops():
    import io
    import tokenize
    bare: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        if where in BIT_PACKING_HOT_LOOPS:
            continue
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(path.read_text()).readline)
                  if t.type in (tokenize.OP, tokenize.NUMBER, tokenize.NAME)]
        for op, number in zip(tokens, tokens[1:], strict=False):
            if (op.string, number.string) in ((">>", "3"), ("&", "7")):
                bare.append(f"{where}:{op.start[0]}")
    assert bare == []


def test_no_class_has_more_than_one_of_the_projects_own_bases():
    trees = {path: ast.parse(path.read_text(encoding="utf-8"))
             for path in PACKAGE.rglob("*.py")}
    own = {node.name for tree in trees.values() for node in ast.walk(tree)
           if isinstance(node, ast.ClassDef)}
    assert "_Host" not in own                          # no mixin host declarations
    mixed = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                names = [b.id if isinstance(b, ast.Name) else b.attr
                         for b in node.bases if isinstance(b, ast.Name | ast.Attribute)]
                if sum(name in own for name in names) > 1:
                    mixed.append(f"{path.relative_to(PACKAGE)}: {node.name}{tuple(names)}")
    assert mixed == []
    assert not (PACKAGE / "ui" / "session" / "mixin_base.py").exists()


def test_persistence_imports_no_ai():
    # files are read and written without the computer players (selfplay.py sits above both)
    assert offenders("persistence", ("vikings_desktop.ai",)) == {}
