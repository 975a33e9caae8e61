"""The scoring breakdown shown to players: what scored, how much, and for how many."""

from pathlib import Path

from PySide6.QtCore import Qt

from vikings_desktop.engine import ADVANCED, BASE, ScoringRecord
from vikings_desktop.engine.notation import parse
from vikings_desktop.engine.positions import score_position
from vikings_desktop.ui.models.scoring_model import ScoringModel

EXAMPLE = Path(__file__).resolve().parents[1] / "scenarios" / "notation-example.vkp"


def test_each_category_shows_its_amounts_and_how_many_scored(qapp):
    result = score_position(parse(EXAMPLE.read_text()), "large")
    record = ScoringRecord(2, "large", [p["breakdown"] for p in result["players"]])
    model = ScoringModel(record, [p["name"] for p in result["players"]])
    rows = {model.headerData(r, Qt.Vertical): [model.index(r, c).data() for c in range(2)]
            for r in range(model.rowCount())}
    assert rows["Repelled ships"] == ["+3 fame, +3 gold from 2", "—"]
    assert rows["Nobles"] == ["+6 fame from 3", "—"]
    assert rows["Special tile: Nobles +1 fame"] == ["+3 fame from 3", "—"]   # its own row
    assert rows["Scouts"] == ["+10 fame from 4", "—"]
    assert rows["Goldsmiths"] == ["+9 gold from 3", "—"]
    assert rows["Total"] == ["+22 fame, +12 gold", "—"]


# --- the rule book's order, in every game -------------------------------
def _scorings(players: int, rules, seed: int):
    import random

    from vikings_desktop.engine import GameState
    rng = random.Random(seed)
    state = GameState.new_game(["Ann", "Bo", "Cy", "Di"][:players], seed=seed, rules=rules)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return state


def _rows(model: ScoringModel) -> list[str]:
    return [model.headerData(r, Qt.Vertical) for r in range(model.rowCount())]


BASE_ROWS = {
    "small": ["Goldsmiths", "Total"],
    "large": ["Repelled ships", "Nobles", "Scouts", "Goldsmiths", "Total"],
    "final": ["Ships not repelled", "Gold into fame", "Most Boatsmen", "Most completed islands",
              "Longest island", "Feeding", "Total"],
}


def test_every_base_game_s_scoring_lists_the_same_rows_in_the_rule_book_s_order(qapp):
    for players, seed in ((2, 3), (3, 4), (4, 5), (4, 6)):
        state = _scorings(players, BASE, seed)
        names = [p.name for p in state.players]
        for record in state.scorings:
            assert _rows(ScoringModel(record, names)) == BASE_ROWS[record.kind], (players, seed)


def test_an_advanced_scoring_puts_each_special_tile_after_what_it_adds_to(qapp):
    for seed in (7, 8, 9):
        state = _scorings(4, ADVANCED, seed)
        names = [p.name for p in state.players]
        for record in state.scorings:
            rows = _rows(ScoringModel(record, names))
            base = [r for r in rows if not r.startswith("Special tile") and r != "Buildings"]
            assert base == BASE_ROWS[record.kind]
            for row in rows:
                if row.startswith("Special tile: Goldsmiths"):
                    assert rows.index(row) > rows.index("Goldsmiths")
                if row.startswith("Special tile: Nobles"):
                    assert rows.index(row) == rows.index("Nobles") + 1
                if row == "Special tile: Feast":
                    assert rows.index(row) == rows.index("Feeding") + 1
