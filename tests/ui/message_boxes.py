"""Answering a modal message box the way a player does: a real click on its button."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox


def click_when_asked(button_text: str, seen: list | None = None, tries: int = 200) -> None:
    """Once a modal message box is up, click its button ``button_text`` (as shown, with
    its & mnemonic left out); ``seen`` collects the box's title and text."""
    def look(left: int = tries) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if left:
                QTimer.singleShot(10, lambda: look(left - 1))
            return
        if seen is not None:
            seen.append((box.windowTitle(), box.text(),
                         [b.text().replace("&", "") for b in box.buttons()]))
        button = next(b for b in box.buttons() if b.text().replace("&", "") == button_text)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, look)
