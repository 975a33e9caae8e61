"""What happened, in the player's words: the names of tiles and groups, and one log line
per action of the base game (the advanced game's own actions: advanced_log_text.py).
No engine tokens (``M4``, ``R``) and no rule ids reach the screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.engine import (
    B1,
    B2,
    B3,
    B4,
    BLUE_SHIP,
    GREEN_SHIP,
    LEFT_END,
    M1,
    M2,
    M3,
    M4,
    RED_SHIP,
    RIGHT_END,
    VIKING_OF_ROW,
    YELLOW_SHIP,
    Buy,
    Discard,
    Done,
    Exchange,
    GameState,
    MoveViking,
    Pass,
    Phase,
    PlaceStart,
    PlaceTile,
    UseBoatsman,
    breakdown_total,
    cell_tile,
    cell_viking,
)

from .advanced_log_text import advanced_action_text
from .names import row_name
from .viking_words import Counts, fame_change, viking_sentence


def tile_name(tile: int) -> str:
    """An island or ship tile by what a player sees on it."""
    names = {
        LEFT_END: QCoreApplication.translate("Tiles", "island start (sea on the left)"),
        RIGHT_END: QCoreApplication.translate("Tiles", "island end (sea on the right)"),
        M1: QCoreApplication.translate("Tiles", "island middle with a longhouse"),
        M2: QCoreApplication.translate("Tiles", "island middle with a stave church"),
        M3: QCoreApplication.translate("Tiles", "island middle with a watchtower"),
        M4: QCoreApplication.translate("Tiles", "island middle with a market"),
        B1: QCoreApplication.translate("Tiles", "Longhouse special tile"),
        B2: QCoreApplication.translate("Tiles", "Stave church special tile"),
        B3: QCoreApplication.translate("Tiles", "Watchtower special tile"),
        B4: QCoreApplication.translate("Tiles", "Market special tile"),
        RED_SHIP: QCoreApplication.translate("Tiles", "red ship"),
        GREEN_SHIP: QCoreApplication.translate("Tiles", "green ship"),
        YELLOW_SHIP: QCoreApplication.translate("Tiles", "yellow ship"),
        BLUE_SHIP: QCoreApplication.translate("Tiles", "blue ship"),
    }
    return names[tile]


def group_name(tile: int, viking: int) -> str:
    """A group of the wheel: its tile and its Viking."""
    return viking_sentence("group", viking, tile=tile_name(tile))


def action_text(name: str, action, state: GameState, seat: int) -> str:
    """``name`` (at ``seat``) did ``action``; ``state`` is the position right after it."""
    if (isinstance(action, Pass) and state.phase is Phase.AUCTION and state.leader == seat
            and state.bid == 0 and seat not in state.passed):
        # R-A1 single bid: the start player's opening turn passed is a bid of 0
        return QCoreApplication.translate("AdvancedLog", "{name} opens the auction with a bid of 0").format(
            name=name)
    advanced = advanced_action_text(name, action)
    if advanced is not None:
        return advanced
    player = state.players[seat]
    match action:
        case Buy(space, fame):
            group = state.pending
            what = group_name(cell_tile(group), cell_viking(group)) if group else QCoreApplication.translate("ActionText", "a group")
            text = QCoreApplication.translate("ActionText", "{name} buys the {group} for {price} gold").format(
                name=name, group=what, price=space)
            if fame:
                text += Counts.tr(" (%n of it paid in fame)", None, fame)  # type: ignore[arg-type]
            return text
        case Exchange(amount):
            return Counts.tr("{name} exchanges %n fame for gold", None, amount).format(name=name)  # type: ignore[arg-type]
        case PlaceStart(row):
            return QCoreApplication.translate("ActionText", "{name} puts the start tile in the {row}").format(
                name=name, row=row_name(row))
        case PlaceTile(row, col, on_tile):
            tile = player.tile_at(row, col)
            where = QCoreApplication.translate("ActionText", "{name} places the {tile} in the {row}, column {col}").format(
                name=name, tile=tile_name(tile) if tile else "?", row=row_name(row), col=col)
            if on_tile:
                return where + viking_sentence("stands_on_it", player.viking_at(row, col))
            return where + QCoreApplication.translate("ActionText", "; the Viking goes to the mainland")
        case Discard():
            return QCoreApplication.translate("ActionText", "{name}'s tile fits nowhere: it leaves the game and the "
                      "Viking goes to the mainland").format(name=name)
        case UseBoatsman(0):
            return QCoreApplication.translate("ActionText", "{name} uses a Boatsman: one Viking of each colour").format(
                name=name)
        case UseBoatsman(colour):
            return viking_sentence("boatsman_all", colour, name=name)
        case MoveViking(row, col):
            return viking_sentence("ferries", VIKING_OF_ROW[row], name=name, col=col)
        case Done():
            return QCoreApplication.translate("ActionText", "{name} is done with the Boatsmen").format(name=name)
    return name


def scoring_line(record, names: list[str]) -> str:
    """One scoring in a line: each player's fame and gold from it."""
    kinds = {"small": QCoreApplication.translate("ActionText", "small scoring"), "large": QCoreApplication.translate("ActionText", "large scoring"),
             "final": QCoreApplication.translate("ActionText", "final scoring")}
    parts = []
    for seat, breakdown in enumerate(record.breakdowns):
        fame, gold = breakdown_total(breakdown, "fame"), breakdown_total(breakdown, "gold")
        parts.append(QCoreApplication.translate("ActionText", "{name} {fame}, {gold:+d} gold").format(
            name=names[seat], fame=fame_change(fame), gold=gold))
    return QCoreApplication.translate("ActionText", "Round {round}, {kind}: {players}").format(
        round=record.round, kind=kinds.get(record.kind, record.kind), players="; ".join(parts))
