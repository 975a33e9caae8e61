"""The base class of the window's mixins, as the type checker sees it.

``ComputerTurns``, ``HintRequests`` and ``AdvancedGestures`` are mixed into
``GameController``; ``SaveFiles``, ``AutosaveDriver``, ``UndoActions``, ``RecentGames`` and
``WindowTitle`` into ``GameFiles``: both are QObjects. For mypy each mixin derives from
QObject (``tr``, timers with the mixin as context); at run time its base is ``object``, so
the host's own class list alone decides the method order. What else a mixin uses of its
host it declares in an ``if TYPE_CHECKING:`` block of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as QObjectMixin
else:
    QObjectMixin = object

__all__ = ["QObjectMixin"]
