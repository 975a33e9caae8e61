"""Why the rules refuse an action: a code plus arguments, not prose.

``state.problem()`` and friends return a :class:`Refusal`. It is a ``str`` (the English
sentence, with its rule id, for the CLI, logs and tests) that also carries ``code`` and
``args``, so the window can say the same thing in the player's language
(``vikings_desktop.ui.words.refusal_text``) without parsing English. Arguments are plain
engine values (a Viking number, a row index, an edge 0/1, a price), never words.

New refusals: add a code to :class:`Code` and its English template to ``_ENGLISH``; the
UI test checks that every code also has a player sentence.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

from .components import ROW_NAMES, VIKING_ROLE

EDGE_NAMES = ("sea", "land")


class Code(Enum):
    """One value per distinct reason; arguments listed in the template's comment."""
    GAME_OVER = "game_over"
    EXCHANGE_AMOUNT = "exchange_amount"                  # -
    BUY_FIRST = "buy_first"                              # -
    PLACE_FIRST = "place_first"                          # -
    NO_GROUP = "no_group"                                # price
    TOO_LITTLE_FAME_EXCHANGED = "too_little_fame_exchanged"  # price, gold, need
    CANNOT_AFFORD = "cannot_afford"                      # price, gold, fame
    ZERO_NOT_LAST = "zero_not_last"                      # viking
    NO_TILE_TO_PLACE = "no_tile_to_place"                # -
    START_ALREADY_PLACED = "start_already_placed"        # -
    START_CELL = "start_cell"                            # -
    START_FIRST = "start_first"                          # -
    DISCARD_FITS = "discard_fits"                        # -
    VIKING_TO_MAINLAND = "viking_to_mainland"            # viking
    VIKING_WRONG_ROW = "viking_wrong_row"                # viking, row
    NOT_A_CELL = "not_a_cell"                            # -
    CELL_TAKEN = "cell_taken"                            # -
    SHIP_ROW = "ship_row"                                # -
    FIRST_SHIPS = "first_ships"                          # -
    SHIP_NEXT_TO_SHIP = "ship_next_to_ship"              # -
    ISLAND_ROW = "island_row"                            # -
    LEFT_EDGE_MAINLAND = "left_edge_mainland"            # tile's left edge
    LEFT_EDGE_MISMATCH = "left_edge_mismatch"            # tile's left edge, neighbour's right edge
    RIGHT_EDGE_MISMATCH = "right_edge_mismatch"          # tile's right edge, neighbour's left edge
    ISLAND_NOT_CONNECTED = "island_not_connected"        # -
    BUILD_AFTER_START = "build_after_start"              # the refusal of the cell itself
    LAST_ROUND_BOATSMEN = "last_round_boatsmen"          # -
    MOVE_ONTO_OWN_ROW = "move_onto_own_row"              # -
    BOATSMAN_MUST_MOVE = "boatsman_must_move"            # -
    BOATSMAN_MOVES_NOTHING = "boatsman_moves_nothing"    # -
    NOTHING_TO_DEAL = "nothing_to_deal"                  # -
    ROUND_NOT_OVER = "round_not_over"                    # -
    # the advanced game (RULES.md §10)
    AUCTION_FIRST = "auction_first"                      # -
    OPENING_BID = "opening_bid"                          # -
    BID_TOO_LOW = "bid_too_low"                          # bid, lowest allowed bid
    BID_TOO_HIGH = "bid_too_high"                        # bid, gold, fame
    REMOVE_FIRST = "remove_first"                        # -
    NOT_DRAWN = "not_drawn"                              # viking
    DRAFT_FIRST = "draft_first"                          # -
    COLOUR_NOT_LEFT = "colour_not_left"                  # viking
    SPECIAL_FIRST = "special_first"                      # -
    SPECIAL_NOT_OFFERED = "special_not_offered"          # special tile id
    BUILDING_FIRST = "building_first"                    # -
    BUILDING_CELL = "building_cell"                      # special tile id
    NO_BOAT_TILE = "no_boat_tile"                        # -
    ONE_VIKING_PER_BOATSMAN = "one_viking_per_boatsman"  # -


def _english(code: Code, args: tuple[Any, ...]) -> str:
    """The engine's English sentence for ``code`` (rule ids kept: it is for developers).

    ``args`` are Any: what each one is depends on the code (see :class:`Code`)."""
    a = args
    match code:
        case Code.GAME_OVER:
            return "the game is over"
        case Code.EXCHANGE_AMOUNT:
            return "you can exchange between 1 and all of your fame (R-B4)"
        case Code.BUY_FIRST:
            return "buy a group from the wheel first (R-O3)"
        case Code.PLACE_FIRST:
            return "place the bought tile first (R-P1)"
        case Code.NO_GROUP:
            return f"there is no group at price {a[0]}"
        case Code.TOO_LITTLE_FAME_EXCHANGED:
            return (f"the group costs {a[0]} gold and you have {a[1]}: "
                    f"exchange at least {a[2]} fame (R-B4)")
        case Code.CANNOT_AFFORD:
            return f"the group costs {a[0]} gold; you have {a[1]} gold and {a[2]} fame (R-B4)"
        case Code.ZERO_NOT_LAST:
            role = VIKING_ROLE[a[0]]
            return f"the group at 0 may only be bought when its {role} is the last {role} on the wheel (R-B2)"
        case Code.NO_TILE_TO_PLACE:
            return "there is no bought tile to place"
        case Code.START_ALREADY_PLACED:
            return "the start tile is already placed"
        case Code.START_CELL:
            return "the start tile goes into column 1 of a free island row (R-P2)"
        case Code.START_FIRST:
            return "place your start tile in column 1 of an island row first (R-P2)"
        case Code.DISCARD_FITS:
            return "the tile fits somewhere: only a tile that fits nowhere is removed (R-P5)"
        case Code.VIKING_TO_MAINLAND:
            return f"the {VIKING_ROLE[a[0]]} goes to the mainland (R-P3, R-P6)"
        case Code.VIKING_WRONG_ROW:
            return (f"a {VIKING_ROLE[a[0]]} may only stand on a tile in the "
                    f"{ROW_NAMES[a[1]]} row (R-P6)")
        case Code.NOT_A_CELL:
            return "that is not a cell of the display"
        case Code.CELL_TAKEN:
            return "that cell already holds a tile"
        case Code.SHIP_ROW:
            return "a ship goes into the ships row (R-P3)"
        case Code.FIRST_SHIPS:
            return "the first three ships go into columns 1–3 (R-P3)"
        case Code.SHIP_NEXT_TO_SHIP:
            return "a ship must be placed next to another ship (R-P3)"
        case Code.ISLAND_ROW:
            return "island tiles go into the rows below the ships (R-P4)"
        case Code.LEFT_EDGE_MAINLAND:
            return f"its left edge is {EDGE_NAMES[a[0]]}, but the mainland's edge is sea (R-P4b)"
        case Code.LEFT_EDGE_MISMATCH:
            return (f"its left edge is {EDGE_NAMES[a[0]]}, but the tile to its left ends in "
                    f"{EDGE_NAMES[a[1]]} (R-P4b)")
        case Code.RIGHT_EDGE_MISMATCH:
            return (f"its right edge is {EDGE_NAMES[a[0]]}, but the tile to its right starts "
                    f"with {EDGE_NAMES[a[1]]} (R-P4b)")
        case Code.ISLAND_NOT_CONNECTED:
            return "an island tile must touch the mainland or another island tile, not diagonally (R-P4a)"
        case Code.BUILD_AFTER_START:
            return f"{a[0]}; place the start tile first to build next to it (R-P2)"
        case Code.LAST_ROUND_BOATSMEN:
            return ("in round 6 every Boatsman must move as many Vikings as possible, "
                    "with as few Boatsmen as that needs (R-K2.1)")
        case Code.MOVE_ONTO_OWN_ROW:
            return "a Viking moves only onto an empty island tile of its own row (R-K2.1)"
        case Code.BOATSMAN_MUST_MOVE:
            return "a Boatsman must move at least one Viking (R-K2.1)"
        case Code.BOATSMAN_MOVES_NOTHING:
            return "that Boatsman use moves no Viking (R-K2.1)"
        case Code.NOTHING_TO_DEAL:
            return "this position has no tiles or Vikings left to deal a round"
        case Code.ROUND_NOT_OVER:
            return "the round ends only when all 12 groups are bought (R-O3)"
        case Code.AUCTION_FIRST:
            return "bid or pass in the auction for start player first (R-A1)"
        case Code.OPENING_BID:
            return "the start player opens the auction with a bid of 0 or more (R-A1)"
        case Code.BID_TOO_LOW:
            return f"a bid of {a[0]} is too low: bid at least {a[1]} or pass (R-A1)"
        case Code.BID_TOO_HIGH:
            return f"a bid of {a[0]} is more than your {a[1]} gold and {a[2]} fame (R-A1)"
        case Code.REMOVE_FIRST:
            return "the auction winner first removes one of the 13 Vikings from the game (R-A2)"
        case Code.NOT_DRAWN:
            return f"no {VIKING_ROLE[a[0]]} is among the drawn Vikings (R-A2)"
        case Code.DRAFT_FIRST:
            return "choose a colour of Vikings to put on the wheel first (R-A2)"
        case Code.COLOUR_NOT_LEFT:
            return f"no {VIKING_ROLE[a[0]]} is left to put on the wheel (R-A2)"
        case Code.SPECIAL_FIRST:
            return "take a face-up special tile, or none, first (R-A4)"
        case Code.SPECIAL_NOT_OFFERED:
            return f"the special tile {a[0]} is not face up (R-A4)"
        case Code.BUILDING_FIRST:
            return "choose which of your tiles the building replaces first (R-S)"
        case Code.BUILDING_CELL:
            return f"{a[0]} replaces one of your island tiles showing the same building (R-S)"
        case Code.NO_BOAT_TILE:
            return "you have no boat special tile to use (R-A3)"
        case Code.ONE_VIKING_PER_BOATSMAN:
            return "with the advanced Boatsman each Boatsman moves exactly one Viking (R-A3)"
    raise ValueError(f"no English sentence for {code}")  # unreachable while the match is complete


class Refusal(str):
    """A refusal: its English sentence as the ``str`` value, plus ``code`` and ``args``."""
    code: Code
    args: tuple[object, ...]

    def __new__(cls, code: Code, *args: object) -> Refusal:
        self = super().__new__(cls, _english(code, args))
        self.code = code
        self.args = args
        return self

    def __reduce__(self) -> tuple[object, ...]:  # pickles (worker processes) keep the code
        return (Refusal, (self.code, *self.args))

    def __repr__(self) -> str:
        return f"Refusal({self.code.name}, {', '.join(map(repr, self.args))})"
