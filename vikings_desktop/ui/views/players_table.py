"""The players' table: gold, fame, Vikings (and who plays, or the fame at the end now) per
seat. Its columns are as wide as their contents, measured once per game and when a column
comes or goes (not after every action); the names take the room left. Where the room is
short (1024×700, computers' levels in German) the column of who plays gives way: a text
too wide shows its short form (the level alone), then "…"; whole in its tooltip. So the
table never scrolls sideways."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ..models.roles import Role

# the narrowest the giving column gets: a short word and its "…" still read
GIVING_MIN = 48


class ShortWhereNarrow(QStyledItemDelegate):
    """Draws a cell's short form (Role.PLAYS_SHORT) where its text does not fit."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        style = option.widget.style() if option.widget is not None else QApplication.style()
        # the room a cell's text has: the item view's text margin either side
        margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
        if option.fontMetrics.horizontalAdvance(option.text) + margin > option.rect.width():
            short = index.data(Role.PLAYS_SHORT)
            if short:
                option.text = str(short)


class PlayersTable(QTableView):
    def __init__(self, giving_column: int | None = None, parent: QWidget | None = None):
        """``giving_column``: the column that is narrowed when the others need the room."""
        super().__init__(parent)
        self.giving_column = giving_column
        self._giving_needs = 0
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        if giving_column is not None:
            self.setItemDelegateForColumn(giving_column, ShortWhereNarrow(self))
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
        giving = self.giving_column
        self._giving_needs = (self.horizontalHeader().sectionSize(giving)
                              if giving is not None else 0)
        self._stretch_names()

    def _stretch_names(self) -> None:
        header = self.horizontalHeader()
        giving = self.giving_column
        if giving is not None and self._giving_needs and not header.isSectionHidden(giving):
            rest = sum(header.sectionSize(c) for c in range(header.count())
                       if c != giving and not header.isSectionHidden(c))
            rest += self.sizeHintForColumn(0) - header.sectionSize(0)
            width = max(GIVING_MIN, min(self._giving_needs, self.viewport().width() - rest))
            if header.sectionSize(giving) != width:
                header.resizeSection(giving, width)
        others = sum(header.sectionSize(c) for c in range(1, header.count())
                     if not header.isSectionHidden(c))
        names = max(self.sizeHintForColumn(0), self.viewport().width() - others)
        if header.sectionSize(0) != names:
            header.resizeSection(0, names)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._stretch_names()
