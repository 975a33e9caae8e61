"""The Boatsman phase's choices as button texts (R-K2.1; the advanced game's boat tile,
R-A3): which uses the rules allow now, each with how many Vikings it would ferry. The
turn model offers them (its BOATSMAN role); the action panel shows them as buttons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.engine import (
    FISHERMAN,
    GOLDSMITH,
    NOBLE,
    SCOUT,
    WARRIOR,
    Done,
    GameState,
    UseBoat,
    UseBoatsman,
    selection_for,
)

BoatsmanChoice = UseBoatsman | UseBoat | Done


def _boatsman_texts() -> dict[int, str]:
    return {
        WARRIOR: QCoreApplication.translate("BoatsmanText", "All Warriors ({moved})"),
        NOBLE: QCoreApplication.translate("BoatsmanText", "All Nobles ({moved})"),
        SCOUT: QCoreApplication.translate("BoatsmanText", "All Scouts ({moved})"),
        GOLDSMITH: QCoreApplication.translate("BoatsmanText", "All Goldsmiths ({moved})"),
        FISHERMAN: QCoreApplication.translate("BoatsmanText", "All Fishermen ({moved})"),
        0: QCoreApplication.translate("BoatsmanText", "One of each colour ({moved})")}


def _boat_texts() -> dict[int, str]:
    return {
        WARRIOR: QCoreApplication.translate("BoatsmanText", "Boat: all Warriors ({moved})"),
        NOBLE: QCoreApplication.translate("BoatsmanText", "Boat: all Nobles ({moved})"),
        SCOUT: QCoreApplication.translate("BoatsmanText", "Boat: all Scouts ({moved})"),
        GOLDSMITH: QCoreApplication.translate("BoatsmanText", "Boat: all Goldsmiths ({moved})"),
        FISHERMAN: QCoreApplication.translate("BoatsmanText", "Boat: all Fishermen ({moved})"),
        0: QCoreApplication.translate("BoatsmanText", "Boat: one of each colour ({moved})")}


def boatsman_choices(state: GameState) -> list[tuple[BoatsmanChoice, str]]:
    """The legal Boatsman uses of the player to act: a Boatsman's, the boat tile's, then
    Done; each with its button text (colour 0: one Viking of each colour)."""
    player = state.players[state.current]
    legal = state.legal_actions()
    choices: list[tuple[BoatsmanChoice, str]] = []
    for boat in (False, True):                    # a Boatsman's uses first, then the boat's
        texts = _boat_texts() if boat else _boatsman_texts()
        for action in legal:
            if isinstance(action, UseBoatsman | UseBoat) and isinstance(action, UseBoat) == boat:
                moved = len(selection_for(player, action.colour))
                choices.append((action, texts[action.colour].format(moved=moved)))
    if Done() in legal:
        choices.append((Done(), QCoreApplication.translate(
            "BoatsmanText", "Done — keep the other Boatsmen")))
    return choices
