"""Actions: every choice a player makes, as a small immutable value that serialises to JSON.

Each action is a frozen, slotted dataclass: equal only to an action of its own type with
the same fields (so ``action in state.legal_actions()`` is a legality test) and hashable.
Rows and columns are numbered as in RULES.md R-D1 (rows 0 ships … 5 fishermen, columns
from 1). Vikings are written by their letters in JSON (``W N S G F B``).
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Generic, TypeVar

from .components import SPECIAL_TILE_IDS, VIKING_FROM_LETTER, VIKING_LETTER


# --- the base game -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Buy:
    """Buy the group at wheel price ``space``, exchanging ``fame`` fame for gold first (R-B4)."""
    space: int
    fame: int = 0


@dataclass(frozen=True, slots=True)
class Exchange:
    """R-B4 at any time on one's own buying turn: ``amount`` fame becomes gold, no turn ends.

    Always legal for the player to move in the buy phase (1 ≤ amount ≤ fame); it is not
    enumerated by ``legal_actions()`` because ``Buy.fame`` already covers every exchange a
    purchase needs.
    """
    amount: int


@dataclass(frozen=True, slots=True)
class PlaceStart:
    """R-P2: put the start tile in column 1 of island row ``row``."""
    row: int


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """R-P3/R-P4/R-P6: put the bought tile at (row, col); the Viking stands on it or not."""
    row: int
    col: int
    viking_on_tile: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """R-P5: the bought island tile fits nowhere; it leaves the game, its Viking to the mainland."""


@dataclass(frozen=True, slots=True)
class UseBoatsman:
    """R-K2.1: use one Boatsman; ``colour`` is a Viking code (all of that colour) or 0 (one of each)."""
    colour: int = 0


@dataclass(frozen=True, slots=True)
class MoveViking:
    """R-K2.1: move a selected mainland Viking onto the empty tile at (row, col) of its own row."""
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class Done:
    """End the current Boatsman use, or end one's Boatsman phase."""


# --- the advanced game (RULES.md §10) ----------------------------------------------------
@dataclass(frozen=True, slots=True)
class Bid:
    """R-A1: bid ``amount`` for the start player (the opening bid, or a raise)."""
    amount: int


@dataclass(frozen=True, slots=True)
class Pass:
    """R-A1: pass in the auction (final for this auction)."""


@dataclass(frozen=True, slots=True)
class RemoveViking:
    """R-A2: the auction winner takes one of the 13 drawn Vikings (a colour) out of the game."""
    viking: int


@dataclass(frozen=True, slots=True)
class DraftColour:
    """R-A2: put all Vikings of this colour on the highest free spaces of the wheel."""
    viking: int


@dataclass(frozen=True, slots=True)
class TakeSpecial:
    """R-A4: take the face-up special tile ``tile`` (an R-S id), or none (``None``)."""
    tile: str | None = None


@dataclass(frozen=True, slots=True)
class PlaceBuilding:
    """R-S: the building tile replaces the owner's matching island tile at (row, col)."""
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class FerryViking:
    """R-A3: one Boatsman moves one mainland Viking onto the empty tile at (row, col) of
    its own row."""
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class UseBoat:
    """R-A3/R-S ``boat``: one Boatsman makes a base-game move (``colour`` as UseBoatsman)."""
    colour: int = 0


Action = (Buy | Exchange | PlaceStart | PlaceTile | Discard | UseBoatsman | MoveViking | Done
          | Bid | Pass | RemoveViking | DraftColour | TakeSpecial | PlaceBuilding | FerryViking
          | UseBoat)
_TYPE_NAME = {Buy: "buy", Exchange: "exchange", PlaceStart: "place_start", PlaceTile: "place",
              Discard: "discard", UseBoatsman: "boatsman", MoveViking: "move", Done: "done",
              Bid: "bid", Pass: "pass", RemoveViking: "remove_viking", DraftColour: "draft",
              TakeSpecial: "special", PlaceBuilding: "building", FerryViking: "ferry",
              UseBoat: "boat"}
ACTION_TYPES = tuple(_TYPE_NAME)
_TYPE_OF_NAME = {v: k for k, v in _TYPE_NAME.items()}
_BOAT_COLOUR = (UseBoatsman, UseBoat)     # colour: a Viking letter or "each"
_Kind = TypeVar("_Kind")


def of_kind(actions: list[Action], kind: type[_Kind]) -> list[_Kind]:
    """The actions of one kind, typed as such (a phase's legal actions are mostly of one
    kind: the buys of R-B, the bids and passes of R-A1 …)."""
    return [action for action in actions if isinstance(action, kind)]
_VIKING_FIELD = (RemoveViking, DraftColour)
_Cell = TypeVar("_Cell", MoveViking, FerryViking, PlaceBuilding)


class CellActions(Generic[_Cell]):
    """Shared instances of one (row, col) action kind: ``table.at(row, col)`` is equal to
    ``kind(row, col)``. Actions are immutable values, so the phases' generators hand out
    one instance per cell instead of building new ones (a hot path: building a frozen
    dataclass costs more than the rule it serves). Rows grow on demand, as displays do."""

    __slots__ = ("_kind", "_rows")

    def __init__(self, kind: type[_Cell]):
        self._kind: type[_Cell] = kind
        self._rows: list[list[_Cell]] = [[] for _ in range(6)]

    def at(self, row: int, col: int) -> _Cell:
        cells = self._rows[row]
        if col >= len(cells):
            cells.extend(self._kind(row, c) for c in range(len(cells), col + 1))
        return cells[col]

    def at_cols(self, row: int, cols: list[int]) -> list[_Cell]:
        """``[self.at(row, col) for col in cols]`` for ascending ``cols``, in one call."""
        cells = self._rows[row]
        if cols and cols[-1] >= len(cells):
            self.at(row, cols[-1])
        return [cells[col] for col in cols]


def action_to_json(action: Action) -> dict:
    data: dict = {"type": _TYPE_NAME[type(action)]}
    data.update((f.name, getattr(action, f.name)) for f in fields(action))
    if isinstance(action, _BOAT_COLOUR):
        data["colour"] = VIKING_LETTER[action.colour] if action.colour else "each"
    elif isinstance(action, _VIKING_FIELD):
        data["viking"] = VIKING_LETTER[action.viking]
    return data


def action_from_json(data: dict) -> Action:
    """Parse an action; raises ValueError naming the problem (never evaluates anything)."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"an action must be an object with a 'type': {data!r}")
    cls = _TYPE_OF_NAME.get(data["type"]) if isinstance(data["type"], str) else None
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}")
    given = {k: v for k, v in data.items() if k != "type"}
    names = [f.name for f in fields(cls)]
    unknown = set(given) - set(names)
    if unknown:
        raise ValueError(f"unknown field(s) {sorted(unknown)} for action {data['type']!r}")
    if cls in _BOAT_COLOUR:
        colour = given.get("colour", "each")
        if colour != "each" and colour not in VIKING_FROM_LETTER:
            raise ValueError(f"unknown Boatsman colour {colour!r}")
        return cls(0 if colour == "each" else VIKING_FROM_LETTER[colour])
    if cls in _VIKING_FIELD:
        letter = given.get("viking")
        if letter not in VIKING_FROM_LETTER:
            raise ValueError(f"unknown Viking {letter!r} for action {data['type']!r}")
        return cls(VIKING_FROM_LETTER[letter])
    if cls is TakeSpecial:
        tile = given.get("tile")
        if tile is not None and tile not in SPECIAL_TILE_IDS:
            raise ValueError(f"unknown special tile {tile!r}")
        return TakeSpecial(tile)
    missing = [f.name for f in fields(cls) if f.name not in given and f.default is MISSING]
    if missing:
        raise ValueError(f"missing field(s) {missing} for action {data['type']!r}")
    for name, value in given.items():
        expected = bool if name == "viking_on_tile" else int
        if type(value) is not expected:
            raise ValueError(f"field {name!r} of action {data['type']!r} must be {expected.__name__}")
    return cls(**given)


def describe(action: Action) -> str:
    """A short English text for logs and tools (the window words its own, translated)."""
    from .components import ROW_NAMES, VIKING_ROLE, VIKING_ROLE_PLURAL
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
            what = f"all {VIKING_ROLE_PLURAL[colour]}" if colour else "one Viking of each colour"
            return f"uses a Boatsman to move {what}"
        case MoveViking(row, col):
            return f"moves a Viking to {ROW_NAMES[row]} column {col}"
        case Done():
            return "is done"
        case Bid(amount):
            return f"bids {amount}"
        case Pass():
            return "passes"
        case RemoveViking(viking):
            return f"removes a {VIKING_ROLE[viking]} from the game"
        case DraftColour(viking):
            return f"places the {VIKING_ROLE_PLURAL[viking]} on the wheel"
        case TakeSpecial(tile):
            return f"takes the special tile {tile}" if tile else "takes no special tile"
        case PlaceBuilding(row, col):
            return f"puts the building on {ROW_NAMES[row]} column {col}"
        case FerryViking(row, col):
            return f"uses a Boatsman to move a Viking to {ROW_NAMES[row]} column {col}"
        case UseBoat(colour):
            what = f"all {VIKING_ROLE_PLURAL[colour]}" if colour else "one Viking of each colour"
            return f"uses a boat tile and a Boatsman to move {what}"
    return repr(action)
