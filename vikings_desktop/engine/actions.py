"""Actions: every choice a player makes, as a small immutable value that serialises to JSON.

Rows and columns are numbered as in RULES.md R-D1 (rows 0 ships … 5 fishermen, columns
from 1). Vikings are written by their letters in JSON (``W N S G F B``).
"""

from __future__ import annotations

from typing import NamedTuple

from .components import VIKING_FROM_LETTER, VIKING_LETTER


class Buy(NamedTuple):
    """Buy the group at wheel price ``space``, exchanging ``fame`` fame for gold first (R-B4)."""
    space: int
    fame: int = 0


class Exchange(NamedTuple):
    """R-B4 at any time on one's own buying turn: ``amount`` fame becomes gold, no turn ends.

    Always legal for the player to move in the buy phase (1 ≤ amount ≤ fame); it is not
    enumerated by ``legal_actions()`` because ``Buy.fame`` already covers every exchange a
    purchase needs.
    """
    amount: int


class PlaceStart(NamedTuple):
    """R-P2: put the start tile in column 1 of island row ``row``."""
    row: int


class PlaceTile(NamedTuple):
    """R-P3/R-P4/R-P6: put the bought tile at (row, col); the Viking stands on it or not."""
    row: int
    col: int
    viking_on_tile: bool = False


class Discard(NamedTuple):
    """R-P5: the bought island tile fits nowhere; it leaves the game, its Viking to the mainland."""


class UseBoatsman(NamedTuple):
    """R-K2.1: use one Boatsman; ``colour`` is a Viking code (all of that colour) or 0 (one of each)."""
    colour: int = 0


class MoveViking(NamedTuple):
    """R-K2.1: move a selected mainland Viking onto the empty tile at (row, col) of its own row."""
    row: int
    col: int


class Done(NamedTuple):
    """End the current Boatsman use, or end one's Boatsman phase."""


Action = Buy | Exchange | PlaceStart | PlaceTile | Discard | UseBoatsman | MoveViking | Done
ACTION_TYPES = (Buy, Exchange, PlaceStart, PlaceTile, Discard, UseBoatsman, MoveViking, Done)


# As plain tuples Exchange(3) == UseBoatsman(3) and Discard() == Done(): an action equals
# only an action of its own type, so `action in state.legal_actions()` is a legality test.
def _same_action(self, other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _different_action(self, other: object) -> bool:
    return not _same_action(self, other)


def _action_hash(self) -> int:
    return hash((type(self).__name__, *self))


for _cls in ACTION_TYPES:
    _cls.__eq__ = _same_action
    _cls.__ne__ = _different_action
    _cls.__hash__ = _action_hash

_TYPE_NAME = {Buy: "buy", Exchange: "exchange", PlaceStart: "place_start", PlaceTile: "place",
              Discard: "discard", UseBoatsman: "boatsman", MoveViking: "move", Done: "done"}
_TYPE_OF_NAME = {v: k for k, v in _TYPE_NAME.items()}


def action_to_json(action: Action) -> dict:
    data = {"type": _TYPE_NAME[type(action)]}
    data.update(action._asdict())
    if isinstance(action, UseBoatsman):
        data["colour"] = VIKING_LETTER[action.colour] if action.colour else "each"
    return data


def action_from_json(data: dict) -> Action:
    """Parse an action; raises ValueError naming the problem (never evaluates anything)."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"an action must be an object with a 'type': {data!r}")
    cls = _TYPE_OF_NAME.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}")
    fields = {k: v for k, v in data.items() if k != "type"}
    unknown = set(fields) - set(cls._fields)
    if unknown:
        raise ValueError(f"unknown field(s) {sorted(unknown)} for action {data['type']!r}")
    if cls is UseBoatsman:
        colour = fields.get("colour", "each")
        if colour != "each" and colour not in VIKING_FROM_LETTER:
            raise ValueError(f"unknown Boatsman colour {colour!r}")
        return UseBoatsman(0 if colour == "each" else VIKING_FROM_LETTER[colour])
    for name, value in fields.items():
        expected = bool if name == "viking_on_tile" else int
        if type(value) is not expected:
            raise ValueError(f"field {name!r} of action {data['type']!r} must be {expected.__name__}")
    return cls(**fields)


def describe(action: Action) -> str:
    """A short human-readable text for logs."""
    from .components import ROW_NAMES, VIKING_ROLE
    match action:
        case Buy(space, fame):
            return f"buys the group at {space}" + (f" (exchanging {fame} fame)" if fame else "")
        case Exchange(amount):
            return f"exchanges {amount} fame for gold"
        case PlaceStart(row):
            return f"places the start tile in the {ROW_NAMES[row]} row"
        case PlaceTile(row, col, on_tile):
            where = "on the tile" if on_tile else "on the mainland"
            return f"places the tile at {ROW_NAMES[row]} column {col}, Viking {where}"
        case Discard():
            return "discards a tile that fits nowhere"
        case UseBoatsman(colour):
            what = f"all {VIKING_ROLE[colour]}s" if colour else "one Viking of each colour"
            return f"uses a Boatsman to move {what}"
        case MoveViking(row, col):
            return f"moves a Viking to {ROW_NAMES[row]} column {col}"
        case Done():
            return "is done"
    return repr(action)
