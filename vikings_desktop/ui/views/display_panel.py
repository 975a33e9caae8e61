"""One framed panel per player's display: the name, the held special tiles, the
Enlarge button and the board."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QStaticText, QTextDocument, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..models.advanced_models import HeldSpecialsModel
from ..models.players_model import PlayersModel
from ..models.roles import Role
from ..models.turn_model import TurnModel
from ..session.game_table import GameTable
from .advanced_panel import HeldSpecialsView
from .board import BoardView

ONE_LINE = 100_000             # pixels: no header wraps (the label clips what is wider)
KEPT_TITLES = 24               # header texts laid out and kept per display (undo, redo)
WORDED_BUTTON_WIDTH = 420      # a display panel at least this wide says "Enlarge" in words


_WIDTHS: dict[tuple[str, str], float] = {}


def title_width(html: str, font: QFont) -> float:
    """The width a header's rich text takes on one line (measured once per text)."""
    key = (html, font.key())
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) > 2000:
            _WIDTHS.clear()
        width = _WIDTHS[key] = _measure(html, font)
    return width


def forget_title_widths() -> None:
    """A new game on the table: the last game's headers (its gold and fame) do not come
    back, and kept they would pile up game after game."""
    _WIDTHS.clear()


def title_widths_kept() -> int:
    """How many header texts' widths are kept."""
    return len(_WIDTHS)


def _measure(html: str, font: QFont) -> float:
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(html)
    return document.idealWidth()


class TitleLabel(QLabel):
    """A header's rich text on one line, laid out once per text (QStaticText) rather than
    at every repaint: two headers change with each turn, and undo or redo shows the same
    texts again."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._static: dict[tuple[str, str], QStaticText] = {}
        self._height: tuple[str, int] | None = None     # (font key, one line's height)

    def sizeHint(self) -> QSize:
        # asked by the layout after every new text: QLabel lays the rich text out anew
        # each time; every header is one line of the same height, and its width is known
        text, font = self.text(), self.font()
        if not text:
            return super().sizeHint()
        if self._height is None or self._height[0] != font.key():
            self._height = (font.key(), super().sizeHint().height())
        return QSize(int(title_width(text, font)) + 2 * self.margin(), self._height[1])

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event) -> None:
        text = self.text()
        if not text:
            return
        key = (text, self.font().key())
        static = self._static.get(key)
        if static is None:
            if len(self._static) > KEPT_TITLES:
                self._static.clear()
            static = self._static[key] = QStaticText(text)
            static.setTextFormat(Qt.TextFormat.RichText)
            static.setTextWidth(ONE_LINE)        # unset, rich text breaks the line
            static.prepare(QTransform(), self.font())    # the layout kept, not a pixmap
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setClipRect(self.contentsRect())
        top = (self.height() - static.size().height()) / 2
        painter.drawStaticText(QPointF(self.contentsRect().left(), top), static)
        painter.end()


class DisplayPanel(QFrame):
    """A player's header (name, gold, fame) above their display; framed in the seat's
    colour while it is their turn. ``enlarge_clicked`` asks the window to fill with it."""

    enlarge_clicked = Signal(int)

    def __init__(self, table: GameTable, players: PlayersModel, turn: TurnModel,
                 seat: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.players = players
        self.seat = seat
        self.setObjectName("display-panel")
        self._frame = (QColor("#b9b1a0"), 1)
        self._titles: list[str] = [""]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        header = QHBoxLayout()
        self.title = TitleLabel()
        # the header's text changes every turn ("— to play", gold, fame): it must never
        # change the panel's width, or every display re-lays out and repaints whole
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.installEventFilter(self)
        header.addWidget(self.title, 1)
        self.specials = HeldSpecialsView(HeldSpecialsModel(table, seat))   # R-S
        header.addWidget(self.specials)
        self.enlarge_button = QPushButton(self.tr("Enlarge"))
        self.enlarge_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_TitleBarMaxButton))
        self.enlarge_button.setCheckable(True)
        self.enlarge_button.setToolTip(self.tr("Show this display alone, filling the window"))
        self.enlarge_button.toggled.connect(lambda _: self.enlarge_clicked.emit(self.seat))
        header.addWidget(self.enlarge_button)
        layout.addLayout(header)
        self.board = BoardView(table, turn, seat)
        layout.addWidget(self.board)
        players.dataChanged.connect(self._row_changed)
        players.modelReset.connect(self.refresh)
        self.refresh()

    def _row_changed(self, top, bottom, _roles=()) -> None:
        if top.row() <= self.seat <= bottom.row():      # only this seat's header
            self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # the name's tooltip tells "if the game ended now", worked out when asked
        if watched is self.title and event.type() == QEvent.Type.ToolTip \
                and self.seat < self.players.rowCount():
            ended = self.players.index(self.seat, 0).data(Role.IF_ENDED)
            self.title.setToolTip(self._titles[0] + (f"<br><br>{ended}" if ended else ""))
        return super().eventFilter(watched, event)

    def set_enlarged(self, enlarged: bool) -> None:
        """The button says what a click does: show all again, or enlarge."""
        self.enlarge_button.blockSignals(True)
        self.enlarge_button.setChecked(enlarged)
        self.enlarge_button.blockSignals(False)
        self.enlarge_button.setText(self.tr("Show all") if enlarged else self.tr("Enlarge"))
        self.enlarge_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_TitleBarNormalButton if enlarged
            else QStyle.StandardPixmap.SP_TitleBarMaxButton))
        self._fit_title()

    def refresh(self) -> None:
        if self.seat >= self.players.rowCount():
            return
        index = self.players.index(self.seat, 0)
        colour = index.data(Role.COLOUR)
        current = bool(index.data(Role.CURRENT))
        gold, fame, kind = index.data(Role.GOLD), index.data(Role.FAME), index.data(Role.PLAYS)
        name = self.table.session.seat_name(self.seat)
        self.board.setAccessibleName(self.tr("{name}'s display").format(name=name))
        gold_text = self.tr("{gold} gold").format(gold=gold)
        fame_text = self.tr("%n fame", None, fame)       # "1 Siegpunkt", "2 Siegpunkte"
        mark = f"<span style='color:{colour}; font-size:15pt'>■</span> <b>{name}</b>"
        money = (f"<b style='color:#a17a17'>{gold_text}</b> &nbsp; "
                 f"<b style='color:#8c2f39'>{fame_text}</b>")
        who = f" <span style='color:#555'>— {kind}</span> &nbsp; "
        to_play = self.tr("&nbsp; <i>— to play</i>") if current else ""
        # the numbers alone, in gold's and fame's colours, when even the words do not fit
        numbers = (f"<b style='color:#a17a17'>{gold}</b> &nbsp; "
                   f"<b style='color:#8c2f39'>{fame}</b>")
        # the longest that fits the header: what a narrow display leaves out the frame in
        # the seat's colour says (whose turn) or the players' table and tooltip say (who,
        # and the words for the numbers)
        self._titles = [mark + who + money + to_play, mark + " &nbsp; " + money + to_play,
                        mark + " &nbsp; " + money, mark + " &nbsp; " + numbers]
        self.title.setToolTip(self._titles[0])
        # the name, gold and fame always show: the special tiles and the button give way
        self.title.setMinimumWidth(int(title_width(self._titles[-1], self.title.font())) + 2)
        self._fit_title()
        frame = (QColor(colour), 3) if current else (QColor("#b9b1a0"), 1)
        if frame != self._frame:
            self._frame = frame
            self._update_frame()

    def _fit_title(self) -> None:
        # the button's word goes first when the header is short of room (its icon stays)
        button = self.enlarge_button
        word = self.tr("Show all") if button.isChecked() else self.tr("Enlarge")
        roomy = self.width() >= WORDED_BUTTON_WIDTH
        button.setAccessibleName(word)
        if button.text() != (word if roomy else ""):
            button.setText(word if roomy else "")
        width = self.title.width()
        for text in self._titles:
            if title_width(text, self.title.font()) <= width:
                break
        if self.title.text() != text:
            self.title.setText(text)

    def title_fits(self) -> bool:
        """Whether the header's text shows whole (no part cut off)."""
        return title_width(self.title.text(), self.title.font()) <= self.title.width()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_title()

    def _update_frame(self) -> None:
        """Repaint only the frame's ring: a whole-panel update repaints the board inside."""
        ring, width, height = 5, self.width(), self.height()
        for strip in (QRect(0, 0, width, ring), QRect(0, height - ring, width, ring),
                      QRect(0, 0, ring, height), QRect(width - ring, 0, ring, height)):
            self.update(strip)

    def paintEvent(self, event) -> None:
        # the frame in the seat's colour while it is their turn (painted, not a style sheet)
        colour, width = self._frame
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = width / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 6, 6)
