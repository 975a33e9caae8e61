"""The roles every model, view, delegate and test shares, and what one display cell holds."""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

MIN_COLUMNS = 8       # island columns a display shows even while it is small
MAINLAND_COLUMN = 0
# plain ints: data() is called very often and enum lookups are slow in PySide
DISPLAY, TOOLTIP, ACCESSIBLE = int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole), int(Qt.ItemDataRole.AccessibleTextRole)
DECORATION, FONT, ALIGNMENT = int(Qt.ItemDataRole.DecorationRole), int(Qt.ItemDataRole.FontRole), int(Qt.ItemDataRole.TextAlignmentRole)


class Role(IntEnum):
    TILE = Qt.ItemDataRole.UserRole + 1      # tile code in the cell (0 = none)
    VIKING = Qt.ItemDataRole.UserRole + 2    # Viking code standing on it (0 = none)
    HIGHLIGHT = Qt.ItemDataRole.UserRole + 3  # "green" / "orange" while placing (R-P7), else None
    THREATENED = Qt.ItemDataRole.UserRole + 4  # the cell is in reach of an unrepelled ship (R-T1)
    SHIP = Qt.ItemDataRole.UserRole + 5      # ships row: "repelled" / "attacking" (R-T1)
    MAINLAND = Qt.ItemDataRole.UserRole + 6  # mainland cell: [(viking, count)] (R-D2)
    DIMMED = Qt.ItemDataRole.UserRole + 8    # wheel: the player to buy may not take it (R-B2/R-B3)
    CURRENT = Qt.ItemDataRole.UserRole + 10  # players: this seat is to act
    GOLD = Qt.ItemDataRole.UserRole + 12     # players: gold (any column)
    FAME = Qt.ItemDataRole.UserRole + 13     # players: fame (any column)
    PLAYS = Qt.ItemDataRole.UserRole + 14    # players: "human" / "computer, Normal", in words
    COLOUR = Qt.ItemDataRole.UserRole + 11   # players: the seat colour (#rrggbb)
    CELL = Qt.ItemDataRole.UserRole + 15     # all of the above for one cell at once, as a DisplayCell
    # the turn (TurnModel's one row; it also gives COLOUR, GOLD and FAME of the seat to act)
    BANNER = Qt.ItemDataRole.UserRole + 16   # whose turn it is and what to do, in words
    TO_ACT = Qt.ItemDataRole.UserRole + 17   # the seat to act (-1 once the game is over)
    HUMAN_TO_ACT = Qt.ItemDataRole.UserRole + 18  # a human is to act (their gestures count)
    ACTOR = Qt.ItemDataRole.UserRole + 19    # the computer whose hand is shown, by name ("" for a human)
    OVER = Qt.ItemDataRole.UserRole + 20     # the game is over
    ROUND = Qt.ItemDataRole.UserRole + 21    # the round, 1 to 6
    NEXT_SCORING = Qt.ItemDataRole.UserRole + 22  # "small" / "large": the scoring after this round (R-O4)
    HAND = Qt.ItemDataRole.UserRole + 23     # what lies in the hand, as HandItems (R-P2)
    HELD = Qt.ItemDataRole.UserRole + 24     # "tile" / "start": what the player holds, or None
    TO_MAINLAND = Qt.ItemDataRole.UserRole + 25  # the held Viking goes to the mainland (R-P6)
    MAY_STAND = Qt.ItemDataRole.UserRole + 26    # some cell lets the held Viking stand (R-P6's choice)
    MAY_EXCHANGE = Qt.ItemDataRole.UserRole + 27  # fame may be exchanged for gold now (R-B4)
    PAGE = Qt.ItemDataRole.UserRole + 28     # "hand" / "boatsman" / "draw": what fills the hand's place
    BOATSMAN = Qt.ItemDataRole.UserRole + 29  # BoatsmanChoices while a human uses Boatsmen (R-K2.1)
    PHASE = Qt.ItemDataRole.UserRole + 30    # the round's phase (engine Phase), None without a game
    RULES = Qt.ItemDataRole.UserRole + 31    # the game's RuleOptions, None without a game
    IF_ENDED = Qt.ItemDataRole.UserRole + 32  # players: "if the game ended now", in words
    HAND_FITS = Qt.ItemDataRole.UserRole + 33  # turn: the hand's items that have a legal cell
    PLAYS_SHORT = Qt.ItemDataRole.UserRole + 34  # players: "human" / "Normal": PLAYS where room is short


class ReadOnlyItems:
    """``flags()`` of a model the player never edits: its items are shown and selectable."""

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        return READ_ONLY if index.isValid() else Qt.ItemFlag.NoItemFlags


READ_ONLY = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class DisplayCell(NamedTuple):
    """What a delegate draws for one display cell (one data() call per paint)."""
    tile: int
    viking: int
    threatened: bool
    ship: str | None
    last: bool
    highlight: str | None


EMPTY_CELL = DisplayCell(0, 0, False, None, False, None)

