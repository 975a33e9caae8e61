"""The lesson is the same every time: the fixed deal and the seeded computer player make
the same moves when the player makes the same ones."""

from __future__ import annotations

from conftest import make_window
from test_lessons_played import play_lesson


def computer_moves(window) -> list:
    session = window.table.session
    return [(n, e.action) for n, e in enumerate(session.entries) if not session.is_human(e.seat)]


def test_the_base_lesson_plays_the_same_twice(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    logs = []
    for time in ("first", "second"):
        window = make_window(qtbot, tmp_path, f"{time}.ini")
        window.lessons.start("base")
        play_lesson(qtbot, window, "base", "en", keyboard=False)
        assert window.table.session.state.is_over()
        logs.append((computer_moves(window), list(window.table.session.actions)))
        window.lessons.leave()
        window.close()
    (first_computer, first_all), (second_computer, second_all) = logs
    assert len(first_computer) > 30            # a whole game's moves, not a few
    assert first_computer == second_computer
    assert first_all == second_all
