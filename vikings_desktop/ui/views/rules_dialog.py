"""Help → Rules (F1): the whole rule set, base and advanced game, written for players in
English and German (vikings_desktop/resources/rules/), illustrated with the game's own
art, opened at the section of what the player is doing now."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRectF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from vikings_desktop.engine import (
    BLUE_SHIP,
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    GREEN_SHIP,
    LEFT_END,
    M2,
    NOBLE,
    RED_SHIP,
    RIGHT_END,
    SCOUT,
    WARRIOR,
    YELLOW_SHIP,
    Phase,
)
from vikings_desktop.resources import resource_path

from ..art import painting
from ..art.specials import paint_special

# The section a player needs now, by the phase of the game.
SECTION_OF_PHASE: dict[Phase | None, str] = {
    Phase.AUCTION: "auction", Phase.REMOVE_VIKING: "draft", Phase.DRAFT: "draft",
    Phase.BUY: "buying", Phase.SPECIAL: "special-tiles", Phase.BUILDING: "special-tiles",
    Phase.PLACE: "placing", Phase.BOATSMAN: "large-scoring",
    Phase.BOATSMAN_MOVE: "large-scoring", Phase.OVER: "final",
}
LANGUAGES = ("en", "de")
ART_SIDE = 64


def rules_html(language: str) -> str:
    """The rules document in ``language`` (English when there is none in it)."""
    code = language if language in LANGUAGES else "en"
    return resource_path("rules", f"rules_{code}.html").read_text(encoding="utf-8")


def _strip(count: int, paint) -> QImage:
    """``count`` pictures side by side, each painted by ``paint(painter, rect, i)``."""
    image = QImage(QSize(count * (ART_SIDE + 6), ART_SIDE),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i in range(count):
        paint(painter, QRectF(i * (ART_SIDE + 6), 0, ART_SIDE, ART_SIDE), i)
    painter.end()
    return image


def illustrations() -> dict[str, QImage]:
    """The game's own art for the rules: the Vikings, an island, the ships, special tiles."""
    vikings = (WARRIOR, NOBLE, SCOUT, GOLDSMITH, FISHERMAN, BOATSMAN)
    island = (LEFT_END, M2, RIGHT_END)
    ships = (RED_SHIP, GREEN_SHIP, YELLOW_SHIP, BLUE_SHIP)
    specials = ("gold5", "noble+1", "boat", "feast", "building2")
    return {
        "art:vikings": _strip(6, lambda p, r, i: painting.paint_viking(p, r, vikings[i])),
        "art:island": _strip(3, lambda p, r, i: painting.paint_tile(p, r, island[i])),
        "art:ships": _strip(4, lambda p, r, i: painting.paint_tile(p, r, ships[i])),
        "art:specials": _strip(5, lambda p, r, i: paint_special(p, r, specials[i])),
    }


class RulesDialog(QDialog):
    """The rules in the window's language, with the game's art, at a chosen section."""

    learn_requested = Signal()          # the player asked for the guided lessons

    def __init__(self, parent: QWidget | None = None, language: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.language = language or (
            "de" if QLocale().language() == QLocale.Language.German else "en")
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Rules"))
        self.browser.setOpenLinks(False)
        document = self.browser.document()
        for name, image in illustrations().items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        self.browser.setHtml(rules_html(self.language))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.learn_button = buttons.addButton(self.tr("Learn to play…"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.learn_button.setToolTip(self.tr("Guided lessons: a first game, then the advanced game"))
        self.learn_button.clicked.connect(self.learn_requested)
        layout.addWidget(buttons)
        self.resize(720, 640)
        self.setWindowModality(Qt.WindowModality.NonModal)

    def show_section(self, anchor: str) -> None:
        self.browser.scrollToAnchor(anchor)

    def section_for(self, phase: Phase | None) -> str:
        return SECTION_OF_PHASE.get(phase, "setup")
