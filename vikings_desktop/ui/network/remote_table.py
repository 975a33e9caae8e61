"""A network game on the window's table: the host's public position shown through the
ordinary ``GameTable`` and models, the local player's gestures sent to the host.

``RemoteSession`` is the table's session: it never plays an action itself. ``apply``
sends the intended action to the host (the table has already checked what the
table shows, from the public position); the host's answer comes back as an ``update``
(played: ``GameSession.follow`` shows it, announced like any applied action, so the
other players' moves fly as computer moves do) or a ``refused`` (its reason shown as any
refusal). There is no undo in a network game.

``RemoteTable`` follows the host's messages (``NetworkLink.received``) and keeps what the
banner needs: the seats, who is connected, whom the game waits for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from vikings_desktop.engine import Action, Buy, Code, GameState, Refusal, action_from_json
from vikings_desktop.game_setup import COMPUTER, DEFAULT_COLOURS, HUMAN, GameSetup, Seat
from vikings_desktop.network.protocol import ProtocolError, decode_public_state
from vikings_desktop.session import GameSession

from ..session.game_table import GameTable
from ..words.refusal_text import refusal_text


class RemoteSession(GameSession):
    """The session of a remote table: actions go to the host; see the module's doc."""

    def __init__(self, send: Callable[[int, Action], None] | None = None):
        super().__init__()
        self.send = send
        self.seat: int | None = None       # the local player's seat (a joined window)
        self.local_seats: frozenset[int] = frozenset()   # every seat played at this table
        self.host_move = 0                 # how many actions the host's game has played
        self.pending: Action | None = None  # sent, not answered yet

    def apply(self, action: Action) -> Refusal | None:
        state = self.state
        if state is None:
            raise RuntimeError("no game: the host has not sent it yet")
        if (self.pending is not None or self.send is None
                or state.current not in self.local_seats):
            return None                    # one action at a time; only one's own turn
        self.pending = action
        self.send(self.host_move, action)
        return None

    def undo_length(self) -> int | None:
        return None                        # no undo in a network game (docs/network.md)

    def redo_length(self) -> int | None:
        return None


@dataclass(frozen=True)
class SeatView:
    name: str
    kind: str                 # remote, local, computer (as the host says)
    connected: bool
    stand_in: str | None
    level: str | None = None  # a computer seat's level


class RemoteTable(QObject):
    """Feeds the table's ``RemoteSession`` with the host's messages."""

    changed = Signal()           # seats, connection or whose turn: the banner redraws
    refused = Signal(str)        # the host refused the local player's action (its words)

    def __init__(self, table: GameTable, parent: QObject | None = None):
        super().__init__(parent)
        self.table = table
        session = table.session
        assert isinstance(session, RemoteSession)
        self.session: RemoteSession = session
        self.seats: list[SeatView] = []
        self.started = False
        self.connected = False
        self.over = False
        self.problem: str | None = None     # why the connection is gone, if it is
        self.refused_seat = False           # ... because the host would not seat us
        self.finished_save: dict | None = None
        self._setup: GameSetup | None = None
        # other seats are "computers" to the table (so their moves fly in), but
        # they are played at the host: nothing here decides for them
        setattr(table.computers, "take_turn", lambda: None)   # noqa: B010

    # --- the host's messages ------------------------------------------------------------
    def on_message(self, message: dict) -> None:
        kind = message.get("type")
        try:
            if kind == "welcome":
                self.session.seat = message["seat"]
                self.session.local_seats = frozenset({message["seat"]})
                self.connected = True
                self.problem = None
            elif kind == "seats":
                self.started = bool(message["started"])
                self.seats = [SeatView(str(s["name"] or ""), str(s["kind"]),
                                       bool(s["connected"]), s.get("stand_in"),
                                       _level(s.get("level")))
                              for s in message["seats"]]
            elif kind == "game":
                self._show_game(message)
            elif kind == "update":
                self._show_update(message)
            elif kind in ("refused", "error"):
                self.session.pending = None
                text = str(message.get("message", ""))
                refusal = _refusal(message) if kind == "refused" else None
                if refusal is not None:                # the engine's refusal, in our words
                    text = refusal_text(refusal)
                elif not message.get("worded"):        # the host's English reason
                    text = self.tr("The host refused: {reason}").format(reason=text)
                text = text[:1].upper() + text[1:]
                self.refused.emit(text)
                self.table.refused.emit(text)
            elif kind == "game_over":
                self.over = True
                self.finished_save = message.get("save")
        except (KeyError, TypeError, ValueError, ProtocolError) as exc:
            self.problem = self.tr("The host sent something this window cannot read: "
                                   "{problem}").format(problem=str(exc))
        self.changed.emit()

    def connection_lost(self, text: str, refused: bool = False) -> None:
        """The connection is gone (``refused``: the host would not seat this window)."""
        self.connected = False
        self.problem = text
        self.refused_seat = refused
        self.changed.emit()

    def _setup_for(self, state: GameState) -> GameSetup:
        names = [s.name for s in self.seats] or [
            self.tr("Player {n}").format(n=i + 1) for i in range(len(state.players))]
        mine = self.session.local_seats

        def seat(i: int) -> Seat:
            # only the seats played here are this table's humans (the others never get
            # its gestures); a computer seat keeps its level, a person elsewhere has none
            view = self.seats[i] if i < len(self.seats) else None
            level = view.level if view is not None and view.kind == "computer" else None
            return Seat(names[i] if i < len(names) else f"{i + 1}",
                        HUMAN if i in mine else COMPUTER, None if i in mine else level,
                        DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)])
        seats = tuple(seat(i) for i in range(len(state.players)))
        return GameSetup(seats, rules=state.rules)

    def _show_game(self, message: dict) -> None:
        state = decode_public_state(message["state"])
        self.session.host_move = int(message["move"])
        self.session.pending = None
        self.started = True
        self._setup = self._setup_for(state)
        self.session.follow(self._setup, state)

    def _show_update(self, message: dict) -> None:
        state = decode_public_state(message["state"])
        action = action_from_json(message["action"])
        seat = int(message["seat"])
        self.session.host_move = int(message["move"])
        self.session.pending = None
        if self._setup is None or self.session.state is None:
            self._setup = self._setup_for(state)
            self.session.follow(self._setup, state)
            return
        before = self.session.state
        # R-B5: another player's buy at price 0 turns the wheel, animated as a computer's
        # (the table words the local player's own turn itself)
        turn = (before.wheel_turn() if isinstance(action, Buy) and action.space == 0
                and seat not in self.session.local_seats else 0)
        self.session.follow(self._setup, state, (seat, action))
        if turn:
            self.table.wheel_turned.emit(turn)

    # --- for the banner -----------------------------------------------------------------
    def waiting_for(self) -> str | None:
        """The name of the player the game waits for (None: the local player's turn, no
        game, or over)."""
        state = self.session.state
        if state is None or state.is_over() or state.current in self.session.local_seats:
            return None
        if state.current < len(self.seats):
            return self.seats[state.current].name
        return None

    def away(self) -> list[str]:
        """The remote players not connected now."""
        return [s.name for s in self.seats if s.kind == "remote" and not s.connected]


def _level(value: object) -> str | None:
    """A computer level as the host names it (anything else: none)."""
    return value if isinstance(value, str) and value else None


def _refusal(message: dict) -> Refusal | None:
    """The engine's refusal the host sent (code and arguments), or None when this window
    cannot rebuild it (another version's code): then the host's words are shown."""
    try:
        args = message.get("args", [])
        if not isinstance(args, list) or len(args) > 8:
            return None
        refusal = Refusal(Code(message["code"]), *args)
        refusal_text(refusal)                  # words it now: a mismatch shows as English
        return refusal
    except (KeyError, ValueError, TypeError, IndexError):
        return None
