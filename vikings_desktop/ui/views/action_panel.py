"""The actions of the turn beside the hand: the Viking-to-the-mainland choice, fame for
gold, the Boatsman phase's choices and the draw page of the advanced game. They show
what the turn model says (roles) and forward clicks to the table."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.engine import Done, UseBoat

from ..models.roles import Role
from ..models.turn_model import BOATSMAN_PAGE, DRAW, BoatsmanChoices, TurnModel, on_roles
from ..session.game_table import GameTable
from ..words.names import viking_name
from .hand import HandWidget

TURN_AREA_HEIGHT = 128     # the hand, or the Boatsman choices or the auction in its place
NEVER_SHOWN = object()     # the Boatsman choices before the first refresh (it hides them)


class ActionPanel(QWidget):
    """The turn's choices besides the wheel and the displays: the hand, "Viking to the
    mainland" (R-P6), fame for gold (R-B4), and the Boatsman phase (R-K2.1)."""

    exchange_clicked = Signal()
    SHOWS = frozenset({Role.PAGE, Role.MAY_STAND, Role.TO_MAINLAND, Role.MAY_EXCHANGE,
                       Role.BOATSMAN})

    def __init__(self, table: GameTable, turn: TurnModel,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.turn_model = turn
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.hand = HandWidget(table, turn)
        # the hand and the Boatsman choices take turns in one place of one height, so the
        # wheel above keeps its size when the Boatsman phase comes (the layout never jumps)
        self.turn_area = QStackedWidget()
        self.turn_area.addWidget(self.hand)
        layout.addWidget(self.turn_area)
        row = QHBoxLayout()
        self.mainland_box = QCheckBox(self.tr("Viking to the mainland"))
        self.mainland_box.setToolTip(self.tr("On a green cell the Viking may stand on the tile; "
                                             "tick this to send it to the mainland instead"))
        self.mainland_box.toggled.connect(table.set_viking_to_mainland)
        row.addWidget(self.mainland_box)
        self.exchange_button = QPushButton(self.tr("Fame → gold…"))
        self.exchange_button.setToolTip(self.tr("Exchange fame for gold 1:1 on your buying turn"))
        self.exchange_button.clicked.connect(self.exchange_clicked)
        row.addWidget(self.exchange_button)
        layout.addLayout(row)
        self.boatsman_frame = QFrame()
        boat_layout = QVBoxLayout(self.boatsman_frame)
        boat_layout.setContentsMargins(4, 2, 4, 2)
        self.boatsman_text = QLabel()
        self.boatsman_text.setWordWrap(True)
        boat_layout.addWidget(self.boatsman_text)
        self.boatsman_buttons = QGridLayout()          # two columns: more fit in the place
        boat_layout.addLayout(self.boatsman_buttons)
        boat_layout.addStretch(1)
        boat_scroll = QScrollArea()
        boat_scroll.setWidgetResizable(True)
        boat_scroll.setFrameShape(QFrame.Shape.StyledPanel)
        boat_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        boat_scroll.setWidget(self.boatsman_frame)
        self.turn_area.addWidget(boat_scroll)
        self.turn_area.setFixedHeight(max(self.hand.sizeHint().height(), TURN_AREA_HEIGHT))
        self._boatsman_shown: object = NEVER_SHOWN
        turn.modelReset.connect(self._forget_boatsman)
        turn.modelReset.connect(self.refresh)
        turn.dataChanged.connect(on_roles(self.SHOWS, self.refresh))
        self.refresh()

    def add_draw_page(self, widget: QWidget) -> None:
        """The advanced game's auction and draft, shown in the hand's place in their phases
        (nothing is held then); in a narrow column with a long auction line it scrolls
        rather than squeeze its parts over each other."""
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(widget)
        self.turn_area.addWidget(scroll)
        self.refresh()

    def _add_boatsman_button(self, button: QPushButton) -> None:
        """Uses two to a row; "Done" (the longest text) on a row of its own."""
        index = self.boatsman_buttons.count()
        if button.objectName() == "boatsman-done":
            self.boatsman_buttons.addWidget(button, (index + 1) // 2, 0, 1, 2)
        else:
            self.boatsman_buttons.addWidget(button, index // 2, index % 2)

    def _forget_boatsman(self) -> None:
        self._boatsman_shown = NEVER_SHOWN

    def refresh(self) -> None:
        turn = self.turn_model
        page = turn.value(Role.PAGE)
        self.turn_area.setCurrentIndex(
            1 if page == BOATSMAN_PAGE else 2 if page == DRAW and self.turn_area.count() > 2
            else 0)
        # the choice exists only where the Viking could stand on the tile (R-P6 green)
        self.mainland_box.setEnabled(bool(turn.value(Role.MAY_STAND)))
        self.mainland_box.blockSignals(True)
        self.mainland_box.setChecked(bool(turn.value(Role.TO_MAINLAND)))
        self.mainland_box.blockSignals(False)
        self.exchange_button.setEnabled(bool(turn.value(Role.MAY_EXCHANGE)))
        self._refresh_boatsman(turn.value(Role.BOATSMAN))

    def _refresh_boatsman(self, choices: BoatsmanChoices | None) -> None:
        if choices == self._boatsman_shown:
            return
        self._boatsman_shown = choices
        while self.boatsman_buttons.count():
            item = self.boatsman_buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                # Hidden and nameless at once, deleted at the next deferred delete. Not
                # orphaned: a parentless widget is a window of its own, which a modal
                # scoring window's closing could bring up at the screen's corner.
                widget.hide()
                widget.setObjectName("")
                widget.deleteLater()
        if choices is None:
            return
        table = self.table
        if not choices.moving:
            boatsmen = choices.boatsmen
            if choices.advanced:
                text = self.tr("<b>Large scoring — Boatsmen.</b> You have %n Boatsman(s) on "
                               "the mainland. Each one ferries <i>one</i> Viking from the "
                               "mainland onto an empty tile of its own row: click a green "
                               "tile. A boat tile lets one Boatsman ferry as in the base game. "
                               "The Boatsman used leaves the game.", "", boatsmen)
            else:
                text = self.tr("<b>Large scoring — Boatsmen.</b> You have %n Boatsman(s) on the "
                               "mainland. Each one ferries Vikings from the mainland onto empty "
                               "tiles of their own rows: <i>all of one colour</i> or <i>one of each "
                               "colour</i>. The Boatsman used leaves the game.", "", boatsmen)
            if choices.last_round:
                text += self.tr(" <b>Round 6:</b> you must move as many Vikings as possible.")
            # one short line in the place of the hand; the whole explanation on hover
            self.boatsman_text.setToolTip(text)
            short = self.tr("<b>Boatsmen:</b> %n on your mainland — choose how to use one",
                            "", boatsmen)
            if choices.last_round:
                short += self.tr(" (round 6: as many Vikings as possible)")
            self.boatsman_text.setText(short)
            for action, label in choices.options:
                button = QPushButton(label)
                if isinstance(action, Done):
                    button.clicked.connect(table.finish)
                    button.setObjectName("boatsman-done")
                elif isinstance(action, UseBoat):
                    button.clicked.connect(lambda _=False, c=action.colour: table.advanced.use_boat(c))
                    button.setObjectName(f"boat-{action.colour}")
                else:
                    button.clicked.connect(
                        lambda _=False, c=action.colour: table.use_boatsman(c))
                    button.setObjectName(f"boatsman-{action.colour}")
                self._add_boatsman_button(button)
            return
        waiting = ", ".join(viking_name(v) for v in choices.ferried)
        self.boatsman_text.setText(
            self.tr("<b>Move the ferried Vikings:</b> click a green tile for each ({waiting}).")
            .format(waiting=waiting))
        if choices.options:                       # Done: the rest stay on the mainland
            button = QPushButton(self.tr("Leave the rest on the mainland"))
            button.setObjectName("boatsman-done")
            button.clicked.connect(table.finish)
            self._add_boatsman_button(button)
