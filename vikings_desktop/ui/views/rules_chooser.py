"""The new-game dialog's choice of rules (RULES.md §10): the base game or the advanced
game, and under the advanced game its four options, each explained in one line. The last
choice is remembered in the settings for the next new game."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.engine import ADVANCED, BASE, RuleOptions
from vikings_desktop.game_setup import GameSetup, Seat

SEATS_KEY = "new_game/seats"
RULES_KEY = "new_game/rules"


def stored_rules(store: QSettings) -> RuleOptions:
    """The rules chosen for the last new game; the base game if none or unreadable."""
    text = store.value(RULES_KEY)
    if not isinstance(text, str) or len(text) > 500:
        return BASE
    try:
        return RuleOptions.from_json(json.loads(text))
    except ValueError:
        return BASE


def store_rules(store: QSettings, rules: RuleOptions) -> None:
    store.setValue(RULES_KEY, json.dumps(rules.to_json()))


def stored_seats(store: QSettings) -> tuple[Seat, ...] | None:
    """The seats of the last new game (count, names, kinds, levels, colours), so the
    dialog offers them again after a restart; None if none or not usable."""
    text = store.value(SEATS_KEY)
    if not isinstance(text, str) or len(text) > 5000:
        return None
    try:
        seats = tuple(Seat(str(s["name"]), str(s["kind"]),
                           None if s.get("level") is None else str(s["level"]),
                           str(s["colour"])) for s in json.loads(text))
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    return seats if GameSetup(seats).problem() is None else None


def store_seats(store: QSettings, seats: tuple[Seat, ...]) -> None:
    store.setValue(SEATS_KEY, json.dumps([seat.to_json() for seat in seats]))


class RulesChooser(QGroupBox):
    """Base or advanced game; the advanced game's options, each with a one-line why."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Rules"), parent)
        layout = QVBoxLayout(self)
        self.base = QRadioButton(self.tr("Base game"))
        self.advanced = QRadioButton(self.tr("Advanced game"))
        group = QButtonGroup(self)
        group.addButton(self.base)
        group.addButton(self.advanced)
        layout.addWidget(self.base)
        layout.addWidget(self.advanced)
        self.options: dict[str, QCheckBox] = {}
        texts = {
            "auction": (self.tr("Auction for start player"),
                        self.tr("Bid each round to be start player, then choose the colours.")),
            "single_bid": (self.tr("Single bid"),
                           self.tr("In the auction every player bids only once, in turn.")),
            "special_tiles": (self.tr("Special tiles"),
                              self.tr("The most expensive group brings one of four special tiles.")),
            "advanced_boatsman": (self.tr("Advanced Boatsman"),
                                  self.tr("A Boatsman ferries one Viking; a boat tile ferries "
                                          "as in the base game.")),
        }
        for name, (label, why) in texts.items():
            box = QCheckBox(label)
            box.setObjectName(f"rule-{name}")
            box.setToolTip(why)
            box.toggled.connect(self._update)
            explanation = QLabel(f"<small>{why}</small>")
            explanation.setWordWrap(True)
            explanation.setIndent(24)
            layout.addWidget(box)
            layout.addWidget(explanation)
            self.options[name] = box
        self.base.toggled.connect(self._update)
        self.set_rules(BASE)

    def set_rules(self, rules: RuleOptions) -> None:
        shown = ADVANCED if rules.is_base else rules    # the options to offer under Advanced
        for name, box in self.options.items():
            box.blockSignals(True)
            box.setChecked(getattr(shown, name))
            box.blockSignals(False)
        (self.base if rules.is_base else self.advanced).setChecked(True)
        self._update()

    def rules(self) -> RuleOptions:
        if self.base.isChecked():
            return BASE
        chosen = {name: box.isChecked() for name, box in self.options.items()}
        chosen["single_bid"] = chosen["single_bid"] and chosen["auction"]
        return RuleOptions(**chosen)

    def _update(self) -> None:
        advanced = self.advanced.isChecked()
        for name, box in self.options.items():
            box.setEnabled(advanced and (name != "single_bid" or self.options["auction"].isChecked()))
        self.changed.emit()
