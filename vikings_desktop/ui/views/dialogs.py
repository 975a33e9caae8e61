"""Dialogs: the new game's seats, fame for gold (R-B4), a scoring's breakdown (R-K) and
the end of the game (R-F7). They show and ask; the table applies."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.ai import STRATEGY_NAMES
from vikings_desktop.engine import GameState, gold_per_goldsmith, ranking, threat_map
from vikings_desktop.game_setup import (
    COMPUTER,
    DEFAULT_COLOURS,
    DEFAULT_NAMES,
    HUMAN,
    GameSetup,
    Seat,
    default_setup,
)

from ..art.seat_shades import SEAT_SHADES
from ..models.scoring_model import ScoringModel
from ..words.level_names import level_name
from ..words.names import viking_name
from ..words.setup_problem_text import setup_problem_text
from .rules_chooser import RulesChooser

DEFAULT_LEVEL = "normal" if "normal" in STRATEGY_NAMES else STRATEGY_NAMES[-1]


class NewGameDialog(QDialog):
    """2–4 seats, each Human or Computer (with a level), a name and a colour; optional seed."""

    def __init__(self, parent: QWidget | None = None, previous: GameSetup | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Who plays? Several players can take turns at this screen; "
                               "computer players move by themselves."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, 4)
        self.count.setAccessibleName(self.tr("Number of players"))
        form.addRow(self.tr("Players"), self.count)
        layout.addLayout(form)
        grid = QGridLayout()
        for column, title in enumerate(("", self.tr("Name"), self.tr("Plays"),
                                                 self.tr("Level"), self.tr("Colour"))):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox, QComboBox]] = []
        colour_names = {"crimson": self.tr("Crimson"), "royal blue": self.tr("Royal blue"),
                        "forest": self.tr("Forest"), "amber": self.tr("Amber"),
                        "purple": self.tr("Purple"), "teal": self.tr("Teal")}
        for i in range(4):
            label = QLabel(self.tr("Seat {number}").format(number=i + 1))
            name = QLineEdit(DEFAULT_NAMES[i])
            name.setMaxLength(20)
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)
            kind.addItem(self.tr("Computer"), COMPUTER)
            kind.setCurrentIndex(0 if i == 0 else 1)
            level = QComboBox()
            for strategy in STRATEGY_NAMES:
                level.addItem(level_name(strategy), strategy)
            level.setCurrentIndex(STRATEGY_NAMES.index(DEFAULT_LEVEL))
            colour = QComboBox()
            for key, hex_colour in SEAT_SHADES.items():
                colour.addItem(colour_names.get(key, key.capitalize()), key)
                colour.setItemData(colour.count() - 1, _swatch(hex_colour),
                                   Qt.ItemDataRole.DecorationRole)
            colour.setCurrentIndex(list(SEAT_SHADES).index(DEFAULT_COLOURS[i]))
            seat_number = i + 1
            name.setAccessibleName(self.tr("Seat {number}: name").format(number=seat_number))
            kind.setAccessibleName(self.tr("Seat {number}: plays").format(number=seat_number))
            level.setAccessibleName(self.tr("Seat {number}: computer level").format(
                number=seat_number))
            colour.setAccessibleName(self.tr("Seat {number}: colour").format(number=seat_number))
            widgets = (label, name, kind, level, colour)
            for column, widget in enumerate(widgets):
                grid.addWidget(widget, i + 1, column)
            kind.currentIndexChanged.connect(self._validate)
            name.textChanged.connect(self._validate)
            colour.currentIndexChanged.connect(self._validate)
            self.rows.append(widgets)
        layout.addLayout(grid)
        seed_form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setAccessibleName(self.tr("Game number"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same game number and seats deal the same game"))
        seed_form.addRow(self.tr("Game number (optional)"), self.seed)
        layout.addLayout(seed_form)
        self.rules = RulesChooser()
        layout.addWidget(self.rules)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b3262e")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.count.valueChanged.connect(self._validate)
        self.seed.textChanged.connect(self._validate)
        self._fill(previous if previous is not None else default_setup(level=DEFAULT_LEVEL))
        self._validate()

    def _fill(self, setup: GameSetup) -> None:
        self.rules.set_rules(setup.rules)
        self.count.setValue(len(setup.seats))
        for seat, (_, name, kind, level, colour) in zip(setup.seats, self.rows, strict=False):
            name.setText(seat.name)
            kind.setCurrentIndex(kind.findData(seat.kind))
            if level.findData(seat.level) >= 0:
                level.setCurrentIndex(level.findData(seat.level))
            colour.setCurrentIndex(colour.findData(seat.colour))

    def setup(self) -> GameSetup:
        seats = []
        for _, name, kind, level, colour in self.rows[:self.count.value()]:
            seats.append(Seat(name.text().strip(), kind.currentData(), level.currentData(),
                              colour.currentData()))
        text = self.seed.text().strip()
        seed = int(text) if _is_number(text) else None
        return GameSetup(tuple(seats), seed=seed, rules=self.rules.rules())

    def _validate(self) -> None:
        for i, widgets in enumerate(self.rows):
            used = i < self.count.value()
            for widget in widgets:
                widget.setVisible(used)
            widgets[3].setEnabled(widgets[2].currentData() == COMPUTER)
        problem = self.setup().problem()
        wording = setup_problem_text(problem) if problem else ""
        text = self.seed.text().strip()
        if text and not _is_number(text):
            wording = self.tr("the game number is a whole number (or empty for a random deal)")
        self.problem.setText(wording)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not wording)


def _is_number(text: str) -> bool:
    """Plain digits 0-9 (``"²".isdigit()`` is true, but ``int("²")`` fails)."""
    return text.isascii() and text.isdigit()


def _swatch(hex_colour: str) -> QPixmap:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(hex_colour))
    return pixmap


class ExchangeDialog(QDialog):
    """R-B4: the player confirms how much fame becomes gold (1:1), seeing the result."""

    def __init__(self, gold: int, fame: int, price: int | None = None,
                 parent: QWidget | None = None, need: int = 0):
        """``need``: the fame the purchase at ``price`` takes, as the engine says
        (``queries.fame_to_pay``); the dialog never works it out itself."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Fame for gold"))
        self.gold, self.fame, self.price = gold, fame, price
        layout = QVBoxLayout(self)
        if price is not None:
            text = self.tr("This group costs <b>{price} gold</b> and you have <b>{gold} gold</b>.<br>"
                           "Buying it costs <b>%n fame</b> at least (1 fame = 1 gold).", None, need
                           ).format(price=price, gold=gold)
        else:
            text = self.tr("You have <b>{gold} gold</b> and <b>%n fame</b>. "
                           "Exchange fame for gold, 1 for 1?", None, fame).format(gold=gold)
        label = QLabel(text)
        label.setWordWrap(True)
        layout.addWidget(label)
        form = QFormLayout()
        self.amount = QSpinBox()
        self.amount.setRange(max(1, need), max(1, fame))
        self.amount.setValue(max(1, need))
        self.amount.setSuffix(self.tr(" fame"))
        form.addRow(self.tr("Exchange"), self.amount)
        self.afterwards = QLabel()          # (not ``result``: QDialog.result() is a method)
        form.addRow(self.tr("Afterwards"), self.afterwards)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Exchange and buy") if price is not None else self.tr("Exchange"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.amount.valueChanged.connect(self._show_result)
        self._show_result()

    def _show_result(self) -> None:
        amount = self.amount.value()
        gold = self.gold + amount - (self.price or 0)
        fame = self.fame - amount
        text = (self.tr("{gold} gold, %n fame (after paying)", None, fame) if self.price is not None
                else self.tr("{gold} gold, %n fame", None, fame))
        self.afterwards.setText(text.format(gold=gold))


def _breakdown_table(model: ScoringModel, parent: QWidget) -> QTableView:
    table = QTableView(parent)
    table.setModel(model)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


class ScoringDialog(QDialog):
    """A small or large scoring: what scored what, per player (R-K1, R-K2)."""

    def __init__(self, record, names: list[str], players: list | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        kind = {"small": self.tr("small scoring"), "large": self.tr("large scoring"),
                "final": self.tr("final scoring")}.get(record.kind, record.kind)
        self.setWindowTitle(self.tr("Round {round}: {kind}").format(round=record.round, kind=kind))
        self.model = ScoringModel(record, names, self)
        layout = QVBoxLayout(self)
        what = {"small": goldsmith_text(names, players),
                "large": self.tr("Repelled ships pay their reward; unthreatened Nobles, Scouts "
                                 "and Goldsmiths score. Threatened Vikings score nothing."),
                "final": self.tr("Islands, Boatsmen, gold and the Fishermen's feeding score.")
                }[record.kind]
        title = QLabel(self.tr("<h3>Round {round} — {kind}</h3>{what}").format(
            round=record.round, kind=kind, what=what))
        title.setWordWrap(True)
        layout.addWidget(title)
        self.table = _breakdown_table(self.model, self)
        layout.addWidget(self.table)
        self.threatened = QLabel(threatened_text(players) if players else "")
        self.threatened.setWordWrap(True)
        layout.addWidget(self.threatened)
        close = QPushButton(self.tr("Continue"))
        close.clicked.connect(self.accept)
        layout.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        self.record = record
        self.resize(max(480, 190 * len(names) + 240), self.sizeHint().height())


def goldsmith_text(names: list[str], players: list | None) -> str:
    """The small scoring's line: what each unthreatened Goldsmith earns, as the engine
    counts it for each player (3 gold, more with goldsmith special tiles, R-S)."""
    translate = QCoreApplication.translate
    per = [gold_per_goldsmith(p) for p in players] if players else [3] * len(names)
    if all(gold == per[0] for gold in per):
        return translate("ScoringDialog", "Goldsmiths that are not threatened earn {gold} gold "
                         "each.").format(gold=per[0])
    each = ", ".join(translate("ScoringDialog", "{name}: {gold} gold").format(name=name, gold=gold)
                     for name, gold in zip(names, per, strict=True))
    return translate("ScoringDialog", "Goldsmiths that are not threatened earn gold each "
                     "(with goldsmith special tiles): {each}.").format(each=each)


def threatened_text(players: list) -> str:
    """Which Vikings scored nothing because a ship threatens them (R-T2), per player."""
    parts = []
    for player in players:
        threatened, _, _ = threat_map(player)
        counts: dict[int, int] = {}
        for row, col in threatened:
            viking = player.viking_at(row, col)
            if viking:
                counts[viking] = counts.get(viking, 0) + 1
        listed = ", ".join(f"{n}× {viking_name(v)}" for v, n in sorted(counts.items()))
        none = QCoreApplication.translate("ScoringDialog", "none")
        parts.append(f"<b>{player.name}</b>: {listed or none}")
    title = QCoreApplication.translate("ScoringDialog", "Threatened by ships, scoring nothing")
    return f"<span style='color:#b3262e'>{title}</span> — " + "; ".join(parts)


class EndDialog(QDialog):
    """The end screen: ranks with fame and gold, and the final scoring's breakdown."""

    def __init__(self, state: GameState, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        names = [p.name for p in state.players]
        winners = self.tr(" and ").join(names[s] for s in state.winners())
        layout = QVBoxLayout(self)
        headline = (self.tr("<h2>{winners} wins!</h2>") if len(state.winners()) == 1
                    else self.tr("<h2>{winners} win!</h2>"))
        layout.addWidget(QLabel(headline.format(winners=winners)))
        self.ranks = QTableWidget(len(names), 4, self)
        self.ranks.setHorizontalHeaderLabels(
            [self.tr("Rank"), self.tr("Player"), self.tr("Fame"), self.tr("Gold")])
        self.ranks.verticalHeader().hide()
        self.ranks.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.ranks.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.ranks.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, (rank, seat) in enumerate(ranking(state.players)):
            player = state.players[seat]
            for column, value in enumerate((rank, player.name, player.fame, player.gold)):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.ranks.setItem(row, column, item)
        self.ranks.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.ranks.resizeRowsToContents()
        # every rank in view, never a scroll bar: the table is exactly as tall as its rows
        self.ranks.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.ranks.setFixedHeight(self.ranks.horizontalHeader().sizeHint().height()
                                  + sum(self.ranks.rowHeight(r) for r in range(len(names)))
                                  + 2 * self.ranks.frameWidth())
        layout.addWidget(self.ranks)
        final = next(r for r in reversed(state.scorings) if r.kind == "final")
        layout.addWidget(QLabel(self.tr("<b>Final scoring</b>")))
        self.model = ScoringModel(final, names, self)
        self.breakdown = _breakdown_table(self.model, self)
        layout.addWidget(self.breakdown)
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(self.tr("New game…"),
                                                 QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # wide enough that each amount fits on one line, tall enough for every row
        self.resize(max(520, 190 * len(names) + 240), self.sizeHint().height())
