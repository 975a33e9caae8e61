"""The advanced game's own decisions (RULES.md §10) for every level: what the start
player is worth in the auction (R-A1), which Viking to remove and which colour to draft
(R-A2), which special tile to take (R-A4, R-S) and which tile a building replaces.

The levels' evaluation knows the base game only, and these choices change nothing it
can see at once (a bid is paid only when the auction ends; a drafted colour only moves
prices). So each is rated here from the public position: what the player's display
needs, what the others' displays need, and how many scorings are still to come. Nothing
hidden is read (the drawn Vikings and the face-up tiles are public).
"""

from __future__ import annotations

from vikings_desktop.engine import GameState, Phase, feeding_balance
from vikings_desktop.engine.actions import (
    Action,
    Bid,
    DraftColour,
    Pass,
    PlaceBuilding,
    RemoveViking,
    TakeSpecial,
    of_kind,
)
from vikings_desktop.engine.components import (
    BOATSMAN,
    BUILDING_SPECIALS,
    FISHERMAN,
    GOLDSMITH,
    GOLDSMITH_ROW,
    ISLAND_ROWS,
    NOBLE,
    NOBLE_ROW,
    ROUNDS,
    ROW_OF_VIKING,
    SCOUT,
    SCOUT_ROW,
    WARRIOR,
    WARRIOR_ROW,
)
from vikings_desktop.engine.display import (
    Player,
    cell_tile,
    cell_viking,
    safe_vikings,
    threat_map,
)

GOLD_IN_FAME = 0.3          # a gold coin in fame, mid-game (R-F2 makes it 0.2 at the end)
GOLD_RESERVE = 4            # gold a bidder keeps to buy groups with
START_PLAYER_GOLD = 2.0     # first removal, first draft pick and first purchase, in gold
ROLE_WEIGHT = {NOBLE: 2.0, SCOUT: 1.5, GOLDSMITH: 1.3, FISHERMAN: 1.0, WARRIOR: 1.0}


# --- what a display needs ----------------------------------------------------------------
def colour_need(player: Player, viking: int) -> float:
    """How much one more Viking of this colour is worth to ``player`` now (rough fame)."""
    if viking == BOATSMAN:       # it moves mainland Vikings and counts for the majority
        waiting = sum(player.mainland[v] for v in ROW_OF_VIKING)
        return 1.0 + 0.3 * waiting
    row = ROW_OF_VIKING[viking]
    empty = sum(1 for cell in player.rows[row] if cell and not cell_viking(cell))
    need = ROLE_WEIGHT[viking] * (0.5 + empty)
    if viking == WARRIOR:       # ships above columns without a Warrior (R-T1)
        warriors = player.rows[WARRIOR_ROW]
        need += 1.5 * sum(1 for col, ship in enumerate(player.rows[0], start=1)
                          if ship and not (col <= len(warriors) and cell_viking(warriors[col - 1])))
    elif viking == FISHERMAN:   # feeding (R-F6): 5 places per unthreatened Fisherman
        safe = safe_vikings(player, threat_map(player)[0])
        hungry = -feeding_balance(player, safe)
        need += max(0.0, hungry / 5)
    return need


def scorings_left(state: GameState) -> tuple[int, int]:
    """(small, large) scorings still to come, this round's included (R-O4)."""
    rounds = range(state.round, ROUNDS + 1)
    return sum(1 for r in rounds if r % 2), sum(1 for r in rounds if not r % 2)


# --- R-A1: the auction -------------------------------------------------------------------
def start_player_worth(state: GameState, seat: int) -> int:
    """The most gold ``seat`` pays to become start player: a first pick is worth more at
    a bigger table and while the game is young; it never pays with fame and keeps
    gold to buy with."""
    player = state.players[seat]
    drawn_need = max((colour_need(player, v) for v in set(state.drawn)), default=0.0)
    worth = START_PLAYER_GOLD + (len(state.players) - 2) + (1 if state.round < ROUNDS else 0)
    worth += min(2.0, drawn_need / 2)
    return int(max(0, min(worth, player.gold - GOLD_RESERVE)))


def auction_choice(state: GameState, legal: list[Action]) -> Action:
    worth = start_player_worth(state, state.current)
    bids = [a for a in legal if isinstance(a, Bid)]
    affordable = [a for a in bids if a.amount <= worth]
    if Pass() not in legal:                       # the opener of an open auction bids
        return min(bids, key=lambda a: a.amount)
    if not affordable:
        return Pass()
    if state.rules.single_bid:                    # one turn each: name the whole worth
        return max(affordable, key=lambda a: a.amount)
    return min(affordable, key=lambda a: a.amount)   # raise by the least


# --- R-A2: removal and draft -------------------------------------------------------------
def _others_need(state: GameState, seat: int, viking: int) -> float:
    return sum(colour_need(p, viking) for s, p in enumerate(state.players) if s != seat)


def removal_choice(state: GameState, legal: list[Action]) -> Action:
    """Take out the Viking the others want most and I want least."""
    seat = state.current
    me = state.players[seat]
    return max(of_kind(legal, RemoveViking), key=lambda a: (_others_need(state, seat, a.viking)
                                     / max(1, len(state.players) - 1)
                                     - colour_need(me, a.viking), -a.viking))


def draft_choice(state: GameState, legal: list[Action]) -> Action:
    """A drafted colour goes onto the most expensive free spaces: draft what I need
    least (what I need stays cheap), and of those what the others need most."""
    seat = state.current
    me = state.players[seat]
    return min(of_kind(legal, DraftColour), key=lambda a: (colour_need(me, a.viking)
                                     - 0.5 * _others_need(state, seat, a.viking)
                                     / max(1, len(state.players) - 1), a.viking))


# --- R-A4, R-S: special tiles ------------------------------------------------------------
def special_tile_worth(state: GameState, seat: int, special: str) -> float:
    """What holding ``special`` is worth to ``seat`` by the end of the game, in fame."""
    player = state.players[seat]
    small, large = scorings_left(state)
    safe = safe_vikings(player, threat_map(player)[0])
    if special == "gold5":
        return 5 * GOLD_IN_FAME
    if special in ("goldsmith+1", "goldsmith+2"):
        per = 1 if special == "goldsmith+1" else 2
        return per * (len(safe[GOLDSMITH]) + 0.5) * (small + large) * GOLD_IN_FAME
    if special in ("noble+1", "scout+1", "fisherman+1"):
        viking = {"noble+1": NOBLE, "scout+1": SCOUT, "fisherman+1": FISHERMAN}[special]
        return (len(safe[viking]) + 0.5) * large
    if special == "boat":
        if not state.rules.advanced_boatsman or not large:
            return 0.0
        waiting = sum(player.mainland[v] for v in ROW_OF_VIKING)
        return 0.5 + min(3, waiting) * 0.8 if player.mainland[BOATSMAN] else 0.5
    if special == "boatsman-token":
        mine = player.mainland[BOATSMAN] + player.specials.count("boatsman-token")
        best_other = max(p.mainland[BOATSMAN] + p.specials.count("boatsman-token")
                         for s, p in enumerate(state.players) if s != seat)
        return 5.0 if mine + 1 > best_other else 2.5 if mine + 1 == best_other else 1.0
    if special == "feast":
        spare = feeding_balance(player, safe)
        return max(0.5, float(spare))
    if special == "treasury":
        return max(1.0, player.gold * 2 / 15)
    if special in BUILDING_SPECIALS:
        cells = _building_cells(player, special)
        if not cells:
            return 2.0                # it waits for the next matching tile
        return 1.0 + max(_vikings_around(player, row, col) for row, col in cells)
    return 0.0


def _building_cells(player: Player, special: str) -> list[tuple[int, int]]:
    middle = BUILDING_SPECIALS[special][0]
    return [(row, col) for row in ISLAND_ROWS
            for col, cell in enumerate(player.rows[row], start=1) if cell_tile(cell) == middle]


def _vikings_around(player: Player, row: int, col: int) -> int:
    """R-S building scoring: Vikings on the cell and the up to 8 around it."""
    return sum(1 for r in range(max(1, row - 1), min(5, row + 1) + 1)
               for c in range(max(1, col - 1), col + 2) if player.viking_at(r, c))


def special_choice(state: GameState, legal: list[Action]) -> Action:
    seat = state.current
    rated = [(special_tile_worth(state, seat, a.tile) if a.tile else 0.0, -i, a)
             for i, a in enumerate(of_kind(legal, TakeSpecial))]
    return max(rated)[2]


def building_choice(state: GameState, legal: list[Action]) -> Action:
    """The matching tile with the most Vikings on and around it, unthreatened first."""
    player = state.players[state.current]
    threatened = threat_map(player)[0]
    return max(of_kind(legal, PlaceBuilding), key=lambda a: ((a.row, a.col) not in threatened,
                                     _vikings_around(player, a.row, a.col), a.row in
                                     (NOBLE_ROW, SCOUT_ROW, GOLDSMITH_ROW), -a.col))


_CHOOSERS = {Phase.AUCTION: auction_choice, Phase.REMOVE_VIKING: removal_choice,
             Phase.DRAFT: draft_choice, Phase.SPECIAL: special_choice,
             Phase.BUILDING: building_choice}
_ACTION_OF_PHASE = {Phase.AUCTION: (Bid, Pass), Phase.REMOVE_VIKING: (RemoveViking,),
                    Phase.DRAFT: (DraftColour,), Phase.SPECIAL: (TakeSpecial,),
                    Phase.BUILDING: (PlaceBuilding,)}


def advanced_choice(state: GameState, legal: list[Action]) -> Action | None:
    """The choice for a decision of the advanced game's own phases, or None for any other."""
    chooser = _CHOOSERS.get(state.phase)
    if chooser is None or not legal or not all(
            isinstance(a, _ACTION_OF_PHASE[state.phase]) for a in legal):
        return None
    return chooser(state, legal)
