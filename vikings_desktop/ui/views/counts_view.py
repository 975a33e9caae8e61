"""The counts tab: the Vikings still in the bag, the tiles still face down, the special
tiles still in their stack — a quiet table beside the players' table and the log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from ..models.counts_model import PublicCountsModel


class CountsView(QScrollArea):
    def __init__(self, model: PublicCountsModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = model
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setContentsMargins(6, 4, 6, 4)
        self.setWidget(self.label)
        self.setWidgetResizable(True)
        self.setAccessibleName(self.tr("Still to come: Vikings in the bag and tiles face down"))
        self._stale = True
        model.changed.connect(self.refresh)

    def refresh(self) -> None:
        """Shown: the counts now; hidden behind another tab: when the tab is chosen."""
        if not self.isVisible():
            self._stale = True
            return
        self._stale = False
        self.label.setText(self.model.html())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()
