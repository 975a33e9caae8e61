"""The scoring breakdown shown to players: what scored, how much, and for how many."""

from pathlib import Path

from PySide6.QtCore import Qt

from vikings_desktop.engine import ScoringRecord
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
