"""Analysis in the replay: run in the worker process with
progress and Cancel, costly decisions marked and listed in words, Hard's move shown on
the board, and the analysis kept beside its save — reused while the save is unchanged,
dropped when it changed; the game on the table keeps its analysis in memory."""

from __future__ import annotations

import shutil
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtTest import QTest
from replay_games import played_game

from vikings_desktop import i18n
from vikings_desktop.ai.decision_process import DecisionProcess
from vikings_desktop.engine import BASE, Buy, PlaceTile
from vikings_desktop.persistence import SavedGame, write_save
from vikings_desktop.persistence.analysis_store import (
    StoredVerdict,
    read_analysis,
    store_path,
)
from vikings_desktop.ui.replay import replay_window
from vikings_desktop.ui.replay.analysis_runner import decisions_of
from vikings_desktop.ui.replay.replay_log_model import BACKGROUND, COSTLY
from vikings_desktop.ui.replay.replay_window import ReplayWindow
from vikings_desktop.ui.replay.timeline import Timeline
from vikings_desktop.ui.words.analysis_text import verdict_sentence

QUICK = {"search_sweeps": 3, "compare_sweeps": 3, "recheck_search_sweeps": 4,
         "recheck_compare_sweeps": 4}
PREFIX = 26                       # actions of the game analysed in full (a few decisions)


@pytest.fixture(scope="module")
def game():
    return played_game(BASE, 2, seed=21)


@pytest.fixture(scope="module")
def process():
    process = DecisionProcess()
    yield process
    process.close()


class NeverAsked:
    """A decision process that fails the test if it is asked anything."""

    def new_client(self) -> int:
        return 1

    def request(self, *args, **kwargs) -> None:
        raise AssertionError("the worker was asked although the analysis was kept")

    def cancel(self, client: int) -> None:
        pass


def open_replay(qtbot, setup, actions, source=None, process=None, options=QUICK):
    window = ReplayWindow(Timeline(setup, actions), "test", source, pace_ms=0,
                          process=process, analysis_options=options)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window


def run_analysis(qtbot, window: ReplayWindow) -> None:
    with qtbot.waitSignal(window.runner.finished, timeout=240_000) as blocker:
        window.analyse()
    assert blocker.args == [True]


def test_the_analysis_is_kept_beside_the_save_reused_and_dropped_when_the_save_changed(
        qtbot, game, process, tmp_path):
    setup, actions = game
    path = tmp_path / "game.vikings.json"
    write_save(path, SavedGame(setup, actions[:PREFIX]))
    first = open_replay(qtbot, setup, actions[:PREFIX], path, process)
    expected = [d.index for d in decisions_of(first.timeline, {0})]  # the human seat's
    assert expected and first.chosen_seats() == {0}
    progress = []
    first.runner.progress.connect(lambda done, total, left: progress.append((done, total, left)))
    run_analysis(qtbot, first)
    assert sorted(first.runner.verdicts) == expected
    assert progress[0] == (0, len(expected), None)
    assert [p[0] for p in progress] == list(range(len(expected) + 1))
    assert all(left is not None and left >= 0 for _, _, left in progress[1:])
    assert progress[-1][2] == 0
    kept = read_analysis(path)
    assert kept is not None and kept.complete and kept.seats == (0,)
    assert {v.index: v for v in kept.verdicts} == first.runner.verdicts
    first.close()

    # the same save again: every verdict is taken up, the worker is not asked
    again = open_replay(qtbot, setup, actions[:PREFIX], path, NeverAsked())
    assert again.runner.verdicts == first.runner.verdicts
    with qtbot.waitSignal(again.runner.finished, timeout=1000) as blocker:
        again.analyse()
    assert blocker.args == [True]
    assert "Not analysed" not in again.summary_label.text()
    again.close()

    # another save under the analysis's name (the game played on): nothing stale comes back
    write_save(path, SavedGame(setup, actions[:PREFIX + 1]))
    changed = open_replay(qtbot, setup, actions[:PREFIX + 1], path, NeverAsked())
    assert changed.runner.verdicts == {}
    assert "Not analysed" in changed.summary_label.text()
    changed.close()

    # a foreign save: the analysis file copied beside another game's save
    other = tmp_path / "other.vikings.json"
    other_setup, other_actions = played_game(BASE, 2, seed=22)
    write_save(other, SavedGame(other_setup, other_actions[:PREFIX]))
    shutil.copy(store_path(path), store_path(other))
    foreign = open_replay(qtbot, other_setup, other_actions[:PREFIX], other, NeverAsked())
    assert foreign.runner.verdicts == {}
    foreign.close()


def test_a_cancelled_analysis_is_kept_and_goes_on_from_there(qtbot, game, process, tmp_path):
    setup, actions = game
    path = tmp_path / "game.vikings.json"
    write_save(path, SavedGame(setup, actions[:PREFIX]))
    first = open_replay(qtbot, setup, actions[:PREFIX], path, process)
    expected = [d.index for d in decisions_of(first.timeline, {0})]
    first.analyse()
    qtbot.waitUntil(lambda: len(first.runner.verdicts) >= 2, timeout=120_000)
    first.cancel_button.click()
    assert "Analysis stopped" in first.status.text()
    qtbot.waitUntil(lambda: not first.runner.busy_in_worker, timeout=30_000)
    done = dict(first.runner.verdicts)
    assert 2 <= len(done) < len(expected)
    kept = read_analysis(path)
    assert kept is not None and not kept.complete
    assert {v.index: v for v in kept.verdicts} == done
    first.close()

    again = open_replay(qtbot, setup, actions[:PREFIX], path, process)
    assert again.runner.verdicts == done
    totals = []
    again.runner.progress.connect(lambda _done, total, _left: totals.append(total))
    run_analysis(qtbot, again)
    assert totals[0] == len(expected) - len(done)         # only what was missing is asked
    assert sorted(again.runner.verdicts) == expected
    assert all(again.runner.verdicts[i] == v for i, v in done.items())
    kept = read_analysis(path)
    assert kept is not None and kept.complete and len(kept.verdicts) == len(expected)
    again.close()


def test_the_game_on_the_table_keeps_its_analysis_in_memory(qtbot, game, process,
                                                           monkeypatch):
    monkeypatch.setattr(replay_window, "MEMORY", {})
    setup, actions = game
    first = open_replay(qtbot, setup, actions[:14], None, process)
    run_analysis(qtbot, first)
    assert first.runner.verdicts and len(replay_window.MEMORY) == 1
    first.close()
    again = open_replay(qtbot, setup, actions[:14], None, NeverAsked())
    assert again.runner.verdicts == first.runner.verdicts
    again.close()
    longer = open_replay(qtbot, setup, actions[:15], None, NeverAsked())
    assert longer.runner.verdicts == {}                  # another game: not this analysis
    longer.close()


def test_cancel_leaves_no_request_in_the_worker_and_closing_leaves_no_worker(
        qtbot, game, tmp_path):
    setup, actions = game
    process = DecisionProcess()
    try:
        window = open_replay(qtbot, setup, actions, None, process, options={})
        window.analyse()                              # Hard's full search: seconds a decision
        assert window.runner.running and window.runner.busy_in_worker
        assert not window.analyse_button.isEnabled() and window.cancel_button.isEnabled()
        assert window.progress_bar.isVisible()
        qtbot.waitUntil(lambda: process._worker is not None
                        and process._worker.ready_at is not None, timeout=60_000)
        qtbot.wait(300)                               # the worker is thinking by now
        analysed = len(window.runner.verdicts)
        window.cancel_button.click()
        assert not window.runner.running
        assert window.analyse_button.isEnabled() and not window.cancel_button.isEnabled()
        # the worker stops the search under way; its answer comes and is dropped
        qtbot.waitUntil(lambda: not window.runner.busy_in_worker, timeout=30_000)
        assert process._requests == {}
        qtbot.wait(200)
        assert len(window.runner.verdicts) == analysed
        worker = process._worker
        assert worker is not None and worker.process.is_alive()

        # closing during an analysis cancels it too
        window.analyse()
        assert window.runner.busy_in_worker
        window.close()
        assert not window.runner.running
        qtbot.waitUntil(lambda: not window.runner.busy_in_worker, timeout=30_000)
        assert process._requests == {}
    finally:
        process.close()
    assert not worker.process.is_alive()


# --- costly decisions in the log, the list and on the board --------------------------------
def costly_verdicts(timeline: Timeline) -> list[StoredVerdict]:
    """Four made-up verdicts on real decisions of seat 0: a purchase Hard would change
    (5.2 ± 0.8 fame), a placement Hard would change (4.0 ± 0.5), a small one (1.5 ± 0.3)
    and one lost in the noise (4.5 ± 3.0: its interval holds 0, never a finding)."""
    buys, places = [], []
    for index, action in enumerate(timeline.actions):
        state = timeline.peek(index)
        if timeline.seats[index] != 0 or len(state.legal_actions()) < 2:
            continue
        other = next((a for a in state.legal_actions() if a != action and type(a) is type(action)),
                     None)
        if isinstance(action, Buy) and other is not None:
            buys.append(StoredVerdict(index, 0, state.round, (action,), (other,), 5.2, 0.8,
                                      (("feeding", 3.1), ("islands", 2.0), ("gold", -0.4))))
        elif isinstance(action, PlaceTile) and other is not None:
            places.append(StoredVerdict(index, 0, state.round, (action,), (other,), 4.0, 0.5,
                                        ()))
    return [buys[2], places[1], replace(buys[5], cost=1.5, spread=0.3, reasons=()),
            replace(buys[6], cost=4.5, spread=3.0)]


@pytest.fixture
def analysed(qtbot, game):
    setup, actions = game
    window = open_replay(qtbot, setup, actions, None, NeverAsked())
    verdicts = costly_verdicts(window.timeline)
    window.runner.verdicts = {v.index: v for v in verdicts}
    window.set_threshold(3.0)
    yield window, verdicts
    window.close()


def test_costly_decisions_are_listed_biggest_first_in_words_and_marked_in_the_log(analysed):
    window, (buy, place, small, noise) = analysed
    items = [window.costly_list.item(i).text() for i in range(window.costly_list.count())]
    assert len(items) == 2          # 1.5 fame is under the threshold, 4.5 ± 3 is noise
    name = window.timeline.setup.names[0]
    assert items[0].startswith(f"Round {buy.round}: {name} buys the ")
    assert "Hard would rather buy the " in items[0]
    assert items[0].endswith("about 5 fame better, surely more than 3, mostly from the "
                             "feeding and the completed islands.")
    assert items[1].startswith(f"Round {place.round}: {name} places the ")
    assert "Hard would rather place the " in items[1]
    assert items[1].endswith("about 4 fame better, surely more than 3.")
    log = window.log_model
    marked = [row for row in range(log.rowCount())
              if log.data(log.index(row), BACKGROUND) is not None
              and log.data(log.index(row), BACKGROUND).color() == COSTLY]
    assert marked == sorted([log.row_of(buy.index + 1), log.row_of(place.index + 1)])
    assert log.data(log.index(log.row_of(buy.index + 1)), Qt.ItemDataRole.ToolTipRole) == items[0]
    signed = [row for row in range(log.rowCount())            # not by colour alone
              if log.data(log.index(row), Qt.ItemDataRole.DecorationRole) is not None]
    assert signed == marked
    assert "2 of 4 decisions cost more than 3 fame" in window.summary_label.text()
    window.threshold_box.setValue(4)
    assert window.costly_list.count() == 1               # more than the threshold, not equal
    window.threshold_box.setValue(1)
    assert window.costly_list.count() == 3
    assert window.costly_list.item(2).text().endswith("about 2 fame better, surely some fame.")
    assert noise.index not in window.log_model.costly
    window.threshold_box.setValue(6)
    assert window.costly_list.count() == 0
    assert "None of the 4 decisions cost more than 6 fame" in window.summary_label.text()


def test_clicking_a_costly_decision_goes_there_and_marks_hard_s_move(analysed, qtbot):
    window, (buy, place, _small, _noise) = analysed
    window.go_to(0)
    list_view = window.costly_list
    QTest.mouseClick(list_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=list_view.visualItemRect(list_view.item(0)).center())
    assert window.position == buy.index                   # the moment of the decision
    assert window.table.hints.target() == ("wheel", buy.preferred[0].space, 0)
    assert window.status.text() == window.costly_list.item(0).text()
    QTest.mouseClick(list_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=list_view.visualItemRect(list_view.item(1)).center())
    assert window.position == place.index
    preferred = place.preferred[0]
    assert window.table.hints.target() == ("cell", preferred.row, preferred.col)
    window.forward()                                      # another moment: no mark
    assert window.table.hints.target() is None


def test_the_chosen_players_decide_what_is_listed(analysed):
    window, _verdicts = analysed
    assert window.costly_list.count() == 2
    window.seat_actions[0].setChecked(False)
    assert window.costly_list.count() == 0
    window.analyse()                                      # nobody chosen: refused, says why
    assert "Choose at least one player" in window.status.text()
    assert not window.runner.running


def test_a_verdict_reads_in_german(qapp, analysed):
    window, (buy, _place, _small, _noise) = analysed
    installed = i18n.install_translators(qapp, "de")
    try:
        text = verdict_sentence(buy, window.timeline.setup.names,
                                window.timeline.peek(buy.index),
                                window.timeline.peek(buy.index + 1))
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English))
    name = window.timeline.setup.names[0]
    assert text.startswith(f"Durchgang {buy.round}: {name} kauft die Kombination ")
    assert "Der Computer (Schwer) würde lieber die Kombination " in text
    assert "etwa 5 Siegpunkte mehr, sicher mehr als 3, vor allem durch die Versorgung und die fertigen Inseln." in text
    assert QCoreApplication.translate("AnalysisText", "the feeding") == "the feeding"


def test_the_time_left_follows_what_the_answers_took():
    from vikings_desktop.ui.replay.analysis_runner import time_left
    assert time_left([(3, 2.0)], []) == 0.0
    assert time_left([(3, 2.0), (5, 4.0)], [8, 9, 10]) == 9.0        # the mean, at first
    steady = [(i, 1.0) for i in range(0, 20, 2)]
    assert time_left(steady, [30, 40]) == pytest.approx(2.0)
    # later decisions took longer: the remaining (later still) are expected longer again
    growing = [(i, 0.5 + 0.05 * i) for i in range(0, 20, 2)]
    mean = sum(s for _, s in growing) / len(growing)
    assert time_left(growing, [40, 60]) > 2 * mean
    assert time_left(growing, [40, 60]) == pytest.approx((0.5 + 2.0) + (0.5 + 3.0))
    # shorter with time: never below half the mean for each decision left
    shrinking = [(i, 2.0 - 0.09 * i) for i in range(0, 20, 2)]
    assert time_left(shrinking, [100]) >= sum(s for _, s in shrinking) / len(shrinking) / 2


def test_the_chosen_finding_stays_readable(analysed, qtbot):
    """A clicked finding is drawn in the selection's colours, its words still visible."""
    window, _verdicts = analysed
    list_view = window.costly_list
    item = list_view.item(0)
    QTest.mouseClick(list_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=list_view.visualItemRect(item).center())
    assert item.isSelected()
    image = list_view.viewport().grab().toImage()
    rect = list_view.visualItemRect(item)
    colours = {image.pixel(x, y) for x in range(rect.left() + 2, rect.right() - 2, 2)
               for y in range(rect.top() + 2, rect.bottom() - 2, 2)}
    assert len(colours) > 2              # text over a background, not one flat colour


def test_the_time_left_counts_down_between_two_answers(qtbot, game, monkeypatch):
    from vikings_desktop.ui.replay import replay_window
    now = [100.0]
    monkeypatch.setattr(replay_window, "clock", lambda: now[0])
    setup, actions = game
    window = open_replay(qtbot, setup, actions, None, NeverAsked())
    window.runner.progress.emit(12, 80, 20.0)          # an answer: about 20 s left
    assert "about 20 s left" in window.progress_label.text()
    assert window.time_left_timer.isActive()
    now[0] += 6.0                                        # no answer for six seconds
    window.time_left_timer.timeout.emit()
    assert "about 14 s left" in window.progress_label.text()
    assert "12 of 80" in window.progress_label.text()
    now[0] += 60.0                                       # slower than foreseen: never below 1 s
    window.time_left_timer.timeout.emit()
    assert "about 1 s left" in window.progress_label.text()
    window.runner.finished.emit(True)
    assert not window.time_left_timer.isActive()
    window.close()


def test_nothing_moves_when_a_finding_is_clicked_or_play_becomes_pause(analysed, qtbot):
    """The boards, the wheel and the toolbar keep their places: a click on a finding goes to
    its moment, Play turns into Pause, and the layout does not jump."""
    window, _verdicts = analysed
    window.resize(1366, 768)
    qtbot.wait(30)

    def places():
        return ([panel.board.geometry() for panel in window.display_grid.panels]
                + [window.wheel.geometry(), window.display_grid.geometry(),
                   window.costly_list.geometry()])
    window.go_to(0)
    qtbot.wait(30)
    before = places()
    for row in range(window.costly_list.count()):
        item = window.costly_list.item(row)
        QTest.mouseClick(window.costly_list.viewport(), Qt.MouseButton.LeftButton,
                         pos=window.costly_list.visualItemRect(item).center())
        qtbot.wait(30)
        assert places() == before
    button = window.toolbar.widgetForAction(window.play_action)
    width = button.width()
    window.toggle_play()
    qtbot.wait(10)
    assert window.play_action.text() == "Pause" and button.width() == width
    window.toggle_play()
