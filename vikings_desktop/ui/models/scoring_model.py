"""One scoring's breakdown as a table (R-K, R-F)."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from vikings_desktop.engine import (
    CATEGORY_ORDER,
    SPECIAL_CATEGORIES,
    ScoringCategory,
    breakdown_total,
)

from ..words.viking_words import fame_change
from .roles import (
    ALIGNMENT,
    DISPLAY,
    FONT,
    ReadOnlyItems,
)

_C = ScoringCategory
CATEGORY_NAMES: dict[str, object] = {       # ScoringCategory keys, translated where shown
    _C.GOLDSMITHS: QT_TRANSLATE_NOOP("ScoringModel", "Goldsmiths"),
    _C.SHIPS: QT_TRANSLATE_NOOP("ScoringModel", "Repelled ships"),
    _C.NOBLES: QT_TRANSLATE_NOOP("ScoringModel", "Nobles"),
    _C.SCOUTS: QT_TRANSLATE_NOOP("ScoringModel", "Scouts"),
    _C.GOLD: QT_TRANSLATE_NOOP("ScoringModel", "Gold into fame"),
    _C.BOATSMEN: QT_TRANSLATE_NOOP("ScoringModel", "Most Boatsmen"),
    _C.ISLANDS: QT_TRANSLATE_NOOP("ScoringModel", "Most completed islands"),
    _C.LONGEST_ISLAND: QT_TRANSLATE_NOOP("ScoringModel", "Longest island"),
    _C.FEEDING: QT_TRANSLATE_NOOP("ScoringModel", "Feeding"),
    _C.BUILDINGS: QT_TRANSLATE_NOOP("ScoringModel", "Buildings"),
    # what special tiles add (R-S), each on its own row
    _C.GOLDSMITH_PLUS_1: QT_TRANSLATE_NOOP("ScoringModel", "Special tile: Goldsmiths +1 gold"),
    _C.GOLDSMITH_PLUS_2: QT_TRANSLATE_NOOP("ScoringModel", "Special tile: Goldsmiths +2 gold"),
    _C.NOBLE_PLUS_1: QT_TRANSLATE_NOOP("ScoringModel", "Special tile: Nobles +1 fame"),
    _C.SCOUT_PLUS_1: QT_TRANSLATE_NOOP("ScoringModel", "Special tile: Scouts +1 fame"),
    _C.FISHERMAN_PLUS_1: QT_TRANSLATE_NOOP("ScoringModel", "Special tile: Fishermen +1 fame"),
    _C.FEAST: QT_TRANSLATE_NOOP("ScoringModel", "Special tile: Feast"),
    _C.TREASURY: QT_TRANSLATE_NOOP("ScoringModel", "Special tile: Treasury (gold into fame)"),
}


def category_label(key: ScoringCategory | str, kind: str) -> str:
    """A scoring category by its name in the player's language (an unknown key, e.g. from
    a newer engine, capitalised as it is)."""
    if key == _C.SHIPS and kind == "final":
        return QCoreApplication.translate("ScoringModel", "Ships not repelled")   # R-F1
    name = CATEGORY_NAMES.get(key)
    return QCoreApplication.translate("ScoringModel", str(name)) if name else key.capitalize()


def scoring_rows(kind: str, breakdowns: list[dict]) -> list[ScoringCategory | str]:
    """The rows of a scoring's table, always in the rule book's order: every category of
    that kind of scoring (a row of "—" where nobody scored it, so that two scorings read
    alike), a special tile's row where a tile brought something."""
    present = {key for breakdown in breakdowns for key in breakdown}
    order = CATEGORY_ORDER.get(kind, ())
    rows = [key for key in order if key not in SPECIAL_CATEGORIES or key in present]
    return rows + sorted(present - set(order))


class ScoringModel(ReadOnlyItems, QAbstractTableModel):
    """One scoring's breakdown (R-K, R-F): rows = what scored, columns = players."""

    def __init__(self, record, names: list[str], parent=None):
        super().__init__(parent)
        self.record = record
        self.names = names
        self.categories = scoring_rows(record.kind, record.breakdowns)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.categories) + 1

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.names)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.names[section]
        if section == len(self.categories):
            return self.tr("Total")
        return category_label(self.categories[section], self.record.kind)

    def entry(self, row: int, seat: int) -> dict:
        breakdown = self.record.breakdowns[seat]
        if row < len(self.categories):
            return breakdown.get(self.categories[row], {})
        return {"fame": breakdown_total(breakdown, "fame"), "gold": breakdown_total(breakdown, "gold")}

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        entry = self.entry(index.row(), index.column())
        if role == DISPLAY:
            parts = []
            if entry.get("fame"):                  # "+1 Siegpunkt", "+2 Siegpunkte"
                parts.append(fame_change(entry["fame"]))
            if entry.get("gold"):
                parts.append(self.tr("{amount:+d} gold").format(amount=entry["gold"]))
            text = ", ".join(parts) or "—"
            return (self.tr("{amount} from {count}").format(amount=text, count=entry["count"])
                    if entry.get("count") else text)
        if role == ALIGNMENT:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == FONT and index.row() == len(self.categories):
            font = QFont()
            font.setBold(True)
            return font
        return None
