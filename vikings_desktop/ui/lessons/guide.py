"""The guide of a lesson in the real window. It starts the lesson's deal, shows each
step's balloon beside the part it explains, and watches the table: the step's move moves
it on; a move the rules refuse is explained with the window's own refusal words; an
allowed move that is not the step's is taken back and explained. The engine and the
session know nothing of it: it only listens to the table's signals and uses undo."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QLocale, QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from vikings_desktop.engine import Action, Phase, ScoringRecord
from vikings_desktop.session import Reset

from ..art import colour_blind
from .balloon import Balloon, Highlight
from .lesson_file import Lesson, Step, load_lesson, pick
from .progress import forget_progress, mark_finished, store_progress, stored_progress

FIRST_LESSON = "base"


def window_language() -> str:
    """The window's language, as the rules page chooses it."""
    return "de" if QLocale().language() == QLocale.Language.German else "en"


class LessonGuide(QObject):
    def __init__(self, window: Any):
        super().__init__(window)
        self.window = window
        self.store = window.settings.store
        self.lesson: Lesson | None = None
        self.index = 0
        self.active = False
        self.note: str | None = None
        self.hint: str | None = None       # what the last scoring paid, in free play
        self._hint_move = -1               # the move whose scorings the hint tells
        self._phase: Phase | None = None   # at the last change, for the focus in free play
        self._setup = None                 # the lesson's game: another one ends the guide
        self._was_waiting = False          # the computer was to move at the last change
        self._taken_back: tuple[int, str] | None = None   # (moves after, note) of a take-back
        self.balloon = Balloon(window)
        self.highlight = Highlight(window)
        self.balloon.hide()
        self.highlight.hide()
        self.balloon.next_button.clicked.connect(self.next_step)
        self.balloon.leave_button.clicked.connect(self.leave)
        self.balloon.play_button.clicked.connect(self.play_real_game)
        self.balloon.next_lesson_button.clicked.connect(self.start_next_lesson)
        table = window.table
        table.action_applied.connect(self._on_action)
        table.refused.connect(self._on_refused)
        table.position_reset.connect(self._on_reset)
        table.state_changed.connect(self._on_changed)
        table.scoring_done.connect(self._on_scoring)
        table.game_over.connect(self._on_game_over)
        window.installEventFilter(self)

    # --- starting and leaving ---------------------------------------------------------------
    def offer(self) -> None:
        """Help → Learn to play: resume the lesson left unfinished, or start again."""
        progress = stored_progress(self.store)
        if progress is None:
            self.start(FIRST_LESSON)
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Learn to play"),
                          self.tr("You left a lesson before its end. Go on where you "
                                  "left it, or start it again?"),
                          QMessageBox.StandardButton.Cancel, self.window)
        resume = box.addButton(self.tr("Go on"), QMessageBox.ButtonRole.AcceptRole)
        again = box.addButton(self.tr("Start again"), QMessageBox.ButtonRole.ResetRole)
        box.setDefaultButton(resume)
        box.exec()
        if box.clickedButton() is resume:
            self.resume()
        elif box.clickedButton() is again:
            self.start(progress[0])

    def start(self, lesson_id: str, step: int = 0, actions: list[Action] | None = None) -> bool:
        """Put the lesson's deal on the table (after its moves ``actions``) at ``step``."""
        session = self.window.table.session
        on_table = self._setup is not None and session.setup is self._setup
        if not on_table and not self.window.files.saves.confirm_leaving():
            return False                   # a lesson's own game is left without asking
        lesson = load_lesson(lesson_id)
        setup = lesson.setup(window_language())
        self.lesson, self.index, self.note = lesson, min(step, len(lesson.steps)), None
        self.hint = None
        self.active = True
        self._setup = None
        self.window.table.session.load(setup, actions or [])
        self._setup = self.window.table.session.setup
        self._save_progress()
        self.show_step()
        self._on_game_over()               # a game that ended on the step waiting for it
        return True

    def resume(self) -> bool:
        progress = stored_progress(self.store)
        if progress is None:
            return False
        lesson_id, step, actions = progress
        session = self.window.table.session
        if self.lesson is not None and self.lesson.id == lesson_id \
                and session.setup is self._setup:
            self.active = True             # the lesson's game is still on the table
            self.index = step
            self.show_step()
            return True
        try:
            return self.start(lesson_id, step, actions)
        except ValueError:                 # an old lesson's moves no longer fit it
            return self.start(lesson_id)

    def leave(self) -> None:
        """The guide steps aside; the game on the table stays a normal game."""
        if self.lesson is not None and self.index < len(self.lesson.steps):
            self._save_progress()
        self.active = False
        self.balloon.hide()
        self.highlight.hide()

    def play_real_game(self) -> None:
        self.leave()
        self.window.ask_new_game()

    def start_next_lesson(self) -> None:
        if self.lesson is not None and self.lesson.next_lesson:
            self.start(self.lesson.next_lesson)

    # --- the steps ---------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        if self.lesson is None or self.index >= len(self.lesson.steps):
            return None
        return self.lesson.steps[self.index]

    def next_step(self) -> None:
        if not self.active or self.lesson is None:
            return
        self.index += 1
        self.note = self.hint = None
        self._taken_back = None
        if self.index >= len(self.lesson.steps):
            mark_finished(self.store, self.lesson.id)
            forget_progress(self.store)
        else:
            self._save_progress()
        self.show_step()

    def computer_to_move(self) -> str | None:
        """The name of the computer player whose turn it is (the step waits for it)."""
        session = self.window.table.session
        state = session.state
        if state is None or state.is_over() or session.is_human(state.current) \
                or self.window.table.computers.paused:
            return None                # paused: a scoring is read, the step can be too
        return session.seat_name(state.current)

    def show_step(self) -> None:
        lesson, step, language = self.lesson, self.step, window_language()
        if lesson is None or not self.active:
            return
        b = self.balloon
        computer = self.computer_to_move()
        if step is not None and computer is not None:
            # each step is about the player's own turn: first the computer plays its own
            progress = self.tr("%1 – step %2 of %3").replace(
                "%1", pick(lesson.title, language)).replace(
                "%2", str(self.index + 1)).replace("%3", str(len(lesson.steps)))
            b.say(progress, self.tr("%1 is playing. Watch the wheel and the displays: "
                                    "the lesson goes on when it is your turn.")
                  .replace("%1", computer), self.note, self.hint)
            b.leave_button.setText(self.tr("Leave the lesson"))
            for button in (b.next_button, b.play_button, b.next_lesson_button):
                button.setVisible(False)
            self._follow()
            return
        if step is None:
            b.say(pick(lesson.title, language), pick(lesson.summary, language))
            b.leave_button.setText(self.tr("Close"))
        else:
            progress = self.tr("%1 – step %2 of %3").replace(
                "%1", pick(lesson.title, language)).replace(
                "%2", str(self.index + 1)).replace("%3", str(len(lesson.steps)))
            text = pick(step.text, language)
            if step.colour_blind is not None and colour_blind.is_on():
                text += " " + pick(step.colour_blind, language)
            b.say(progress, text, self.note, self.hint)
            b.leave_button.setText(self.tr("Leave the lesson"))
        b.next_button.setVisible(step is not None and step.waits is None)
        b.play_button.setVisible(step is None)
        b.next_lesson_button.setVisible(step is None and bool(lesson.next_lesson))
        self._follow()
        self._give_focus()
        # a dialog that just closed gives the focus back late: take it once more then
        QTimer.singleShot(0, self._give_focus)
        QTimer.singleShot(100, self._give_focus)

    def _give_focus(self) -> None:
        if not self.active or self.computer_to_move() is not None:
            return
        focus = self._focus_widget()
        if focus is not None and focus.isVisible():
            if QApplication.activeModalWidget() is None and not self.window.isActiveWindow():
                self.window.activateWindow()       # a dialog that closed kept the focus
            focus.setFocus()

    def _follow(self) -> None:
        """Keep the highlight and the balloon beside their part (it moves and resizes)."""
        if not self.active or self.lesson is None:
            return
        target = self.target_rect()
        if target.isNull():
            self.highlight.hide()
        else:
            self.highlight.show_around(target)
        self.balloon.place_beside(target, self.banner_rect())

    def banner_rect(self) -> QRect | None:
        """The turn banner in window coordinates: it says whose turn it is and what to do,
        so the balloon leaves it in view where it can (unless it explains the banner)."""
        banner = getattr(self.window, "banner", None)
        if banner is None or not banner.isVisible() or banner is self.target_widget():
            return None
        return QRect(banner.mapTo(self.window, QPoint(0, 0)), banner.size())

    def target_widget(self) -> QWidget | None:
        step, w = self.step, self.window
        name = step.target if step is not None else "window"
        seat = min(w.table.session.setup.human_seats) if w.table.session.setup else 0
        return {"banner": w.banner, "wheel": w.wheel, "hand": w.actions_panel,
                "display": w.panels[seat] if seat < len(w.panels) else None,
                "players": w.tabs, "auction": w.advanced_panel.draw_part,
                "specials": w.advanced_panel}.get(name)

    def target_rect(self) -> QRect:
        """The part explained now, in window coordinates (as much of it as is in view)."""
        widget = self.target_widget()
        if widget is None or not widget.isVisible():
            return QRect()
        seen = widget.visibleRegion().boundingRect()
        return QRect(widget.mapTo(self.window, seen.topLeft()), seen.size())

    def _focus_widget(self) -> QWidget | None:
        step, w = self.step, self.window
        if step is None or step.waits is None:
            button = self.balloon.next_button if step is not None else self.balloon.play_button
            return button
        kind = step.waits.kind
        if step.waits.free_play:           # the game's own next move: buy, place
            phase = w.table.session.state.phase
            if phase is Phase.BOATSMAN:    # the first of the Boatsmen's buttons
                item = w.actions_panel.boatsman_buttons.itemAt(0)
                return item.widget() if item is not None else None
            kind = {Phase.BUY: "buy", Phase.PLACE: "place_tile",
                    Phase.BOATSMAN_MOVE: "place_tile"}.get(phase, kind)
        if kind == "buy":
            return w.wheel
        if kind in ("place_tile", "place_start"):
            seat = min(w.table.session.setup.human_seats)
            return w.panels[seat].board
        if kind in ("bid", "pass"):
            return w.advanced_panel.bid_box
        if kind in ("remove_viking", "draft_colour"):
            return w.advanced_panel.drawn_view
        return None

    # --- watching the table -----------------------------------------------------------------
    def _on_action(self, seat: int, action: Action) -> None:
        session = self.window.table.session
        if not self.active or self.lesson is None or not session.is_human(seat):
            return
        if session.entries and session.entries[-1].forced:
            return                      # the table played a move the player had no choice in
        step = self.step
        if step is not None and step.waits is not None and step.waits.matches(action):
            QTimer.singleShot(0, self.next_step)
            return
        if step is None or (step.waits is not None and step.waits.free_play):
            return                      # the table is the player's: any move is theirs
        if step.waits is None:
            note = self.tr("First read this step, then press Next. Your move was taken back.")
        elif step.wrong is not None:
            note = pick(step.wrong, window_language())
        else:
            note = self.tr("The rules allow that move, but this step asks for another one. "
                           "It was taken back: read the step and try again.")
        QTimer.singleShot(0, lambda: self._take_back(note))

    def _take_back(self, note: str) -> None:
        session = self.window.table.session
        session.undo()
        self._taken_back = (session.move_count, note)
        self.note = note
        self.show_step()

    def _on_refused(self, text: str) -> None:
        if self.active and self.step is not None:
            self.note = self.tr("Not like that: %1").replace("%1", text)
            self.show_step()

    def _on_scoring(self, record: ScoringRecord) -> None:
        """A scoring in free play: a word on what it paid; the step waiting for it ends."""
        step = self.step
        if not self.active or step is None or step.waits is None \
                or self.window.table.session.setup is not self._setup:
            return
        if step.waits.kind == "scoring" and step.waits.fields.get("kind",
                                                                   record.kind) == record.kind:
            QTimer.singleShot(0, self.next_step)
            return
        hint = step.hints.get(record.kind)
        if hint is None:
            return
        moves = self.window.table.session.move_count
        # round 6's large and final scoring come with one move: the words of both
        said = self.hint if self._hint_move == moves and self.hint else None
        self.hint = pick(hint, window_language()) if said is None \
            else said + "<br>" + pick(hint, window_language())
        self._hint_move = moves
        self.show_step()

    def _on_game_over(self) -> None:
        step, state = self.step, self.window.table.session.state
        if self.active and step is not None and step.waits is not None \
                and step.waits.kind == "game_over" and state is not None and state.is_over() \
                and self.window.table.session.setup is self._setup:
            QTimer.singleShot(0, self.next_step)

    def _on_changed(self) -> None:
        """A computer's move, the end of its turn: the balloon follows the game."""
        if not self.active:
            return
        waiting = self.computer_to_move() is not None
        if waiting != self._was_waiting:
            self._was_waiting = waiting
            self.show_step()
        else:
            self._follow()
        step, state = self.step, self.window.table.session.state
        if step is not None and step.waits is not None and step.waits.free_play \
                and state is not None and not waiting and state.phase != self._phase:
            # bought: the keyboard goes on in the display (the panel is rebuilt after us)
            QTimer.singleShot(0, self._give_focus)
        self._phase = state.phase if state is not None else None

    def _on_reset(self, reset: Reset) -> None:
        session = self.window.table.session
        if self.active and self._setup is not None and session.setup is not self._setup:
            self.leave()                # another game: the guide is never in its way
            return
        if self.active and reset is Reset.REDO and self._taken_back is not None \
                and self.step is not None and not (self.step.waits and self.step.waits.free_play):
            # a move the guide took back came again by Redo: the same rule holds
            moves, note = self._taken_back
            if session.move_count > moves:
                step = self.step
                redone = [e for e in session.entries[moves:] if session.is_human(e.seat)
                          and not e.forced]
                if step is not None and step.waits is not None and redone \
                        and step.waits.matches(redone[0].action):
                    QTimer.singleShot(0, self.next_step)
                else:
                    QTimer.singleShot(0, lambda: self._take_back(note))

    def _save_progress(self) -> None:
        if self.lesson is not None:
            store_progress(self.store, self.lesson.id, self.index,
                           self.window.table.session.actions)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.window and self.active:
            QTimer.singleShot(0, self._follow)
        if event.type() == QEvent.Type.WindowActivate and watched is self.window and self.active:
            # a scoring's or the end's window closed: the keyboard goes on in the balloon
            QTimer.singleShot(0, self._give_focus)
        return super().eventFilter(watched, event)
