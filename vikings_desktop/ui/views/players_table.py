"""The players' table: gold, fame, Vikings (and who plays, or the fame at the end now) per
seat. Its columns are as wide as their contents, measured once per game and when a column
comes or goes (not after every action); the names take the room left."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget


class PlayersTable(QTableView):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.verticalHeader().hide()
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().setDefaultSectionSize(22)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.horizontalHeader().setStretchLastSection(False)

    def fit_columns(self) -> None:
        """Every column as wide as its contents, the names' column also taking what is left."""
        self.resizeColumnsToContents()
        self._stretch_names()

    def _stretch_names(self) -> None:
        header = self.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(1, header.count())
                     if not header.isSectionHidden(c))
        names = max(self.sizeHintForColumn(0), self.viewport().width() - others)
        if header.sectionSize(0) != names:
            header.resizeSection(0, names)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._stretch_names()
