"""Moving a display's keyboard cell with the arrow keys, as a keyboard-only player does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def walk_to(board, target: tuple[int, int]) -> None:
    """The arrow keys, until the display's keyboard cell is ``target``."""
    for _ in range(40):
        cell = board.keyboard_cell()
        if cell == target:
            return
        row, col = cell
        key = (Qt.Key_Down if target[0] > row else Qt.Key_Up if target[0] < row
               else Qt.Key_Right if target[1] > col else Qt.Key_Left)
        QTest.keyClick(board, key)
    raise AssertionError(f"the arrows did not reach {target}")
