"""The network package stays free of Qt and of the window: the headless host and the
join client run where PySide6 is not installed, and the window only feeds on them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

NETWORK = Path(__file__).resolve().parents[2] / "vikings_desktop" / "network"
FORBIDDEN = ("PySide6", "shiboken6", "vikings_desktop.ui", "vikings_desktop.app")


def test_no_network_module_imports_qt_or_the_window():
    found = {}
    for path in sorted(NETWORK.glob("*.py")):
        names = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
        bad = sorted(n for n in names if any(n == f or n.startswith(f + ".") for f in FORBIDDEN))
        if bad:
            found[path.name] = bad
    assert found == {}


def test_importing_host_and_client_loads_no_qt():
    probe = ("import sys, vikings_desktop.network.host, vikings_desktop.network.client; "
             "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            timeout=60, check=True)
    assert result.stdout.strip() == "[]"
