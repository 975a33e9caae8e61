"""The import graph of ``vikings_desktop/``, read from the source with ``ast``: no cycles and
no arrow upward against the layering.

Every ``import`` counts, at module level and inside functions or ``if TYPE_CHECKING:``
blocks alike (a deferred import still ties the two modules together). Relative imports are
resolved; ``from package import name`` points at the submodule ``package.name`` when that
module exists and the package does not bind ``name`` itself, else at the package. Importing
a submodule is not counted as importing its parent package (Python runs the parent's
``__init__`` first, but every submodule would then sit in a cycle with it).

The layers, bottom to top; a module may import its own layer and the layers below:

    0  vikings_desktop (the root's ``__version__``), resources, safe_files, app_id
                                                     leaves: they import none of the package
    1  engine                                        the rules, pure Python
    2  game_setup                                    who sits at the table, levels, seed, rules
    3  ai                                            the computer players
    4  session, persistence, selfplay                Qt-free game services
    5  network                                       play over the network (never the window)
    6  ui, i18n                                      the window (i18n is Qt)
    7  app, cli, __main__                            entry points

``resources`` (where the package data lies), ``safe_files`` (reading only regular files,
file names any file system accepts) and ``app_id`` are leaves any layer may use: the engine
reads ``.vkp`` positions through ``safe_files``. ``game_setup`` sits below the computer
players because it owns the level names they register under (``COMPUTER_LEVELS``): a
set-up, and so every save, is checked without loading the players. ``selfplay`` puts the
players and a save together, so it sits above both. ``i18n`` sits with the window: it
installs Qt translators, and only the window and ``app`` use it. A top-level name not in
the table fails the test, so a new package gets its place on purpose.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "vikings_desktop"
NAME = PACKAGE.name

LAYERS: dict[str, int] = {
    "": 0, "resources": 0, "safe_files": 0, "app_id": 0,
    "engine": 1,
    "game_setup": 2,
    "ai": 3,
    "session": 4, "persistence": 4, "selfplay": 4,
    "network": 5,
    "ui": 6, "i18n": 6,
    "app": 7, "cli": 7, "__main__": 7,
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def source_of(module: str) -> Path | None:
    """The file of one of the package's modules, or None when there is no such module."""
    base = ROOT.joinpath(*module.split("."))
    for candidate in (base / "__init__.py", base.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


@cache
def names_bound_by(package: str) -> frozenset[str]:
    """The names a package's ``__init__`` binds at its top level (imports, assignments,
    definitions), the ones a ``from package import name`` then finds before any submodule."""
    init = ROOT.joinpath(*package.split("."), "__init__.py")
    if not init.is_file():
        return frozenset()
    bound: set[str] = set()
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module is None:
                continue                              # ``from . import sub`` binds the submodule
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            bound.update(t.id for t in targets if isinstance(t, ast.Name))
    return frozenset(bound)


def imports_in(path: Path) -> Iterator[tuple[str, int]]:
    """``(module, line)`` for each of the package's own modules a file imports."""
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == NAME or alias.name.startswith(NAME + "."):
                    yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if not (module == NAME or module.startswith(NAME + ".")):
                continue
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                if source_of(sub) and alias.name not in names_bound_by(module):
                    yield sub, node.lineno
                else:
                    yield module, node.lineno


def import_graph() -> dict[str, dict[str, int]]:
    """Per module, the package's modules it imports, each with the first line doing so."""
    graph: dict[str, dict[str, int]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        edges = graph.setdefault(module_name(path), {})
        for target, line in imports_in(path):
            if source_of(target) is None:
                raise AssertionError(f"{path.relative_to(ROOT)}:{line} imports {target}, "
                                     "which is not a module of the package")
            if target != module_name(path):
                edges.setdefault(target, line)
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(graph[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph.get(child, {}))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def layer_of(module: str) -> int:
    top = module.split(".")[1] if "." in module else ""
    if top not in LAYERS:
        raise AssertionError(f"{module}: {top!r} has no layer; give it one in LAYERS")
    return LAYERS[top]


def describe(graph: dict[str, dict[str, int]], component: list[str]) -> str:
    members = set(component)
    arrows = [f"    {source} -> {target} (line {line})"
              for source in component for target, line in sorted(graph[source].items())
              if target in members]
    return "cycle of " + ", ".join(component) + ":\n" + "\n".join(arrows)


def test_the_package_has_no_import_cycle():
    graph = import_graph()
    found = [describe(graph, c) for c in cycles(graph)]
    assert not found, "\n".join(found)


def test_no_module_imports_upward_against_the_layering():
    graph = import_graph()
    upward = [f"{source} (layer {layer_of(source)}) -> {target} (layer {layer_of(target)}),"
              f" line {line}"
              for source, edges in sorted(graph.items())
              for target, line in sorted(edges.items())
              if layer_of(target) > layer_of(source)]
    assert not upward, "\n".join(upward)


def test_every_module_has_a_layer():
    assert all(layer_of(module) >= 0 for module in import_graph())


def test_the_graph_sees_function_level_relative_and_submodule_imports(tmp_path):
    # the checker itself, on the package's own files
    graph = import_graph()
    assert "vikings_desktop.engine.state" in graph["vikings_desktop.engine"]   # relative
    assert "vikings_desktop.i18n" in graph["vikings_desktop.app"]              # inside main()
    # ``from vikings_desktop import i18n`` is the submodule, not the root package
    assert "vikings_desktop.i18n" in graph["vikings_desktop.ui.views.language_menu"]
    assert "vikings_desktop" not in graph["vikings_desktop.ui.views.language_menu"]


def test_the_cycle_finder_finds_a_cycle_and_only_the_cycle():
    graph = {"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1, "d": 1}, "d": {}, "e": {"e": 1}}
    assert cycles(graph) == [["a", "b", "c"]]
