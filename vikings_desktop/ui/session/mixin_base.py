"""The base class of the window's mixins, as the type checker sees it.

``ComputerTurns``, ``HintRequests`` and ``AdvancedGestures`` are mixed into
``GameController``; ``SaveFiles``, ``AutosaveDriver``, ``UndoActions``, ``RecentGames`` and
``WindowTitle`` into ``GameFiles``: both are QObjects. For mypy each mixin derives from
QObject (``tr``, timers with the mixin as context); at run time its base is ``object``, so
the host's own class list alone decides the method order.

What else a mixin uses of its host it declares in a class ``_Host`` of its module, defined
under ``if TYPE_CHECKING:`` only (``_Host = QObjectMixin`` at run time). Not in an ``if``
block inside the mixin's body: pyside6-lupdate then loses the class name as the context of
the module's ``tr()`` strings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as QObjectMixin
else:
    QObjectMixin = object

__all__ = ["QObjectMixin"]
