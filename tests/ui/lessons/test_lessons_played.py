"""Each lesson played from its first step to its last in the real window, by
mouse and by keyboard only, in English and German; at each step a wrong move is refused
and explained (with the engine's own reason when the rules refuse it); the summary offers
"Play a real game" and the next lesson."""

from __future__ import annotations

import pytest
from conftest import HUMAN, FreePlayer, Player, wait_for_step
from message_boxes import click_when_asked
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from vikings_desktop.ui.lessons.lesson_file import lesson_ids, load_lesson, pick
from vikings_desktop.ui.lessons.progress import finished_lessons, stored_progress
from vikings_desktop.ui.views.dialogs import NewGameDialog


def balloon_inside_window(window) -> None:
    balloon = window.lessons.balloon
    assert balloon.isVisible()
    assert window.rect().contains(balloon.geometry()), (balloon.geometry(), window.rect())


def assert_not_covering(window) -> None:
    """The balloon stands beside the part it explains, not over its middle."""
    target = window.lessons.target_rect()
    balloon = window.lessons.balloon.geometry()
    if target.isNull() or target.contains(window.rect().adjusted(6, 6, -6, -6)):
        return
    centre = QRect(target.center().x() - 10, target.center().y() - 10, 20, 20)
    assert not balloon.intersects(centre), (window.lessons.step.id, balloon, target)


def any_choice_is_right(step, window) -> bool:
    """A step that lets the player choose any drawn Viking has no wrong move to try, nor
    one read once the game is over (the table takes no move any more)."""
    return (step.waits is not None and step.waits.kind in ("remove_viking", "draft_colour")
            and not step.waits.fields) or window.table.session.state.is_over()


def play_lesson(qtbot, window, lesson_id, language, keyboard, wrong=False):
    guide, lesson = window.lessons, load_lesson(lesson_id)
    player = FreePlayer(qtbot, window, keyboard)
    refusals: list[str] = []
    window.table.refused.connect(refusals.append)
    for number, step in enumerate(lesson.steps):
        wait_for_step(qtbot, guide, number, player)
        assert guide.balloon.text.text() == pick(step.text, language)
        balloon_inside_window(window)
        assert_not_covering(window)
        if wrong and not any_choice_is_right(step, window):
            player.prepare_wrong(step)
            moves = len(window.table.session.actions)
            refusals.clear()
            player.play_wrong(step)
            qtbot.waitUntil(lambda: guide.balloon.note.isVisible(), timeout=10000)
            qtbot.waitUntil(lambda m=moves: len(window.table.session.actions) == m
                            or window.table.session.state.current != HUMAN, timeout=10000)
            note = guide.balloon.note.text()
            assert guide.index == number, step.id          # refused: the step stays
            if refusals:                                   # the rules refused it: their words
                assert refusals[-1] in note, (step.id, refusals[-1], note)
            elif step.wrong is not None:
                assert pick(step.wrong, language) in note, (step.id, note)
            else:
                assert note, step.id
            if step.waits is None and not keyboard:
                guide.show_step()      # the focus back on Next, as the balloon leaves it
        if step.waits is None:
            player.press(guide.balloon.next_button)
        elif step.waits.free_play:
            player.play_on(lambda n=number: guide.index > n)
        else:
            player.play(step.waits)
    qtbot.waitUntil(lambda: guide.step is None, timeout=10000)
    assert guide.balloon.text.text() == pick(lesson.summary, language)
    assert guide.balloon.play_button.isVisible()
    assert lesson_id in finished_lessons(window.settings.store)
    assert stored_progress(window.settings.store) is None
    balloon_inside_window(window)
    return lesson


@pytest.mark.parametrize("keyboard", [False, True], ids=["mouse", "keyboard"])
@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_each_lesson_is_played_to_its_end(qtbot, window, language, lesson_id, keyboard):
    window.learn_action.trigger() if lesson_id == "base" else window.lessons.start(lesson_id)
    lesson = play_lesson(qtbot, window, lesson_id, language, keyboard)
    assert window.lessons.balloon.next_lesson_button.isVisible() == bool(lesson.next_lesson)
    if lesson_id == "base":            # from nothing to a finished game
        state = window.table.session.state
        assert state.is_over()
        assert [r.kind for r in state.scorings] == ["small", "large"] * 3 + ["final"]


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_a_wrong_move_at_each_step_is_refused_and_explained(qtbot, window, language, lesson_id):
    window.lessons.start(lesson_id)
    play_lesson(qtbot, window, lesson_id, language, keyboard=False, wrong=True)


def test_the_summary_offers_the_advanced_lesson_then_a_real_game(qtbot, window):
    window.lessons.start("base")
    play_lesson(qtbot, window, "base", "en", keyboard=False)
    balloon = window.lessons.balloon
    qtbot.mouseClick(balloon.next_lesson_button, Qt.LeftButton)
    assert window.lessons.lesson.id == "advanced" and window.lessons.index == 0
    assert window.table.session.setup.rules.auction
    play_lesson(qtbot, window, "advanced", "en", keyboard=False)
    assert not balloon.next_lesson_button.isVisible()
    qtbot.mouseClick(balloon.play_button, Qt.LeftButton)
    assert not balloon.isVisible() and not window.lessons.active
    dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
    # the lesson is finished: New game no longer offers it
    assert dialog.findChild(type(balloon.play_button), "learn-to-play") is None
    dialog.reject()


def test_new_game_offers_the_lesson_until_it_was_played(qtbot, window):
    window.ask_new_game()
    dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
    learn = dialog.findChild(type(window.lessons.balloon.play_button), "learn-to-play")
    assert learn is not None and learn.isVisible()
    qtbot.mouseClick(learn, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.active and window.lessons.balloon.isVisible())
    assert not dialog.isVisible()
    assert window.lessons.lesson.id == "base"
    # the keyboard goes on at once: the focus is on the balloon's Next
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.lessons.balloon.next_button,
                    timeout=3000)


def test_a_lesson_left_is_resumed_where_it_was_or_started_again(qtbot, window):
    guide = window.lessons
    window.learn_action.trigger()
    player = Player(qtbot, window, keyboard=False)
    lesson = load_lesson("base")
    for number, step in enumerate(lesson.steps[:5]):
        wait_for_step(qtbot, guide, number)
        player.press(guide.balloon.next_button) if step.waits is None else player.play(step.waits)
    wait_for_step(qtbot, guide, 5)
    moves = len(window.table.session.actions)
    qtbot.mouseClick(guide.balloon.leave_button, Qt.LeftButton)
    assert not guide.active and not guide.balloon.isVisible()
    assert stored_progress(window.settings.store)[:2] == ("base", 5)
    # Help → Learn to play asks: go on where it was
    click_when_asked("Go on")
    window.learn_action.trigger()
    wait_for_step(qtbot, guide, 5)
    assert guide.balloon.text.text() == pick(lesson.steps[5].text, "en")
    assert len(window.table.session.actions) == moves
    # ... or start it again from its first step
    qtbot.mouseClick(guide.balloon.leave_button, Qt.LeftButton)
    click_when_asked("Start again")
    window.learn_action.trigger()
    wait_for_step(qtbot, guide, 0)
    assert guide.balloon.text.text() == pick(lesson.steps[0].text, "en")
    assert len(window.table.session.actions) == 0


def test_the_rules_page_links_to_the_lessons(qtbot, window):
    window.show_rules()
    dialog = window.rules_dialog
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(dialog.learn_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.active and window.lessons.balloon.isVisible())
    assert window.lessons.lesson.id == "base" and window.lessons.index == 0
    dialog.close()


def test_colour_blind_mode_says_how_the_cells_are_marked(qtbot, window):
    from vikings_desktop.ui.art import colour_blind
    lesson = load_lesson("base")
    number, step = next((n, s) for n, s in enumerate(lesson.steps) if s.colour_blind)
    was = colour_blind.is_on()
    colour_blind.set_on(True)
    try:
        window.lessons.start("base")
        player = Player(qtbot, window, keyboard=False)
        for n, earlier in enumerate(lesson.steps[:number]):
            wait_for_step(qtbot, window.lessons, n)
            player.press(window.lessons.balloon.next_button) if earlier.waits is None \
                else player.play(earlier.waits)
        wait_for_step(qtbot, window.lessons, number)
        text = window.lessons.balloon.text.text()
        assert text == pick(step.text, "en") + " " + pick(step.colour_blind, "en")
    finally:
        colour_blind.set_on(was)
