"""Where a window opens: sized to the screen it is on, back where the player left it.

    place_window(window, QSize(1340, 740), settings_geometry)   # before show()
    centre_on(dialog, parent)                                     # a dialog, before exec()

A window opens whole inside the screen's available area (without the task bar), using
most of a large screen and all of a small one, never below what its layout needs; a saved
place is taken back, but brought whole onto a screen that is there now (a saved place from
a larger or a missing second screen would leave the window partly out of reach).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

SHARE_OF_LARGE_SCREEN = 0.9      # of the available area, on a screen larger than wanted
# the title bar and borders the window manager adds around a window not shown yet
FRAME_ALLOWANCE = QSize(8, 34)


def available_area(widget: QWidget) -> QRect:
    """The available area of the screen ``widget`` is on (or the primary screen)."""
    screen: QScreen | None = widget.screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def opening_size(wanted: QSize, area: QRect, minimum: QSize | None = None) -> QSize:
    """The size of a new window on ``area``: ``wanted`` or most of a larger area, but
    never more than the area less the window's frame (nor below ``minimum``)."""
    minimum = minimum if minimum is not None else QSize(0, 0)
    room = area.size() - FRAME_ALLOWANCE
    width = min(room.width(), max(wanted.width(), round(room.width() * SHARE_OF_LARGE_SCREEN)))
    height = min(room.height(),
                 max(wanted.height(), round(room.height() * SHARE_OF_LARGE_SCREEN)))
    return QSize(max(width, minimum.width()), max(height, minimum.height()))


def inside(rect: QRect, area: QRect) -> QRect:
    """``rect`` made no larger than ``area`` and moved into it."""
    size = rect.size().boundedTo(area.size())
    x = min(max(rect.x(), area.left()), area.left() + area.width() - size.width())
    y = min(max(rect.y(), area.top()), area.top() + area.height() - size.height())
    return QRect(QPoint(x, y), size)


def centred(size: QSize, on: QRect, area: QRect) -> QRect:
    """A rectangle of ``size`` centred on ``on``, whole inside ``area``."""
    rect = QRect(QPoint(0, 0), size.boundedTo(area.size()))
    rect.moveCenter(on.center())
    return inside(rect, area)


def place_window(window: QWidget, wanted: QSize, saved: QByteArray | None = None) -> None:
    """Size and place a top-level window before it is shown (see the module doc)."""
    if saved is not None and window.restoreGeometry(saved):
        area = available_area(window)
        frame = window.frameGeometry()
        if area.contains(frame):
            return
        placed = inside(window.geometry(), area.adjusted(
            0, FRAME_ALLOWANCE.height() - 8, -FRAME_ALLOWANCE.width(), -8))
        window.setGeometry(placed)
        return
    area = available_area(window)
    size = opening_size(wanted, area, window.minimumSizeHint().boundedTo(area.size()))
    window.resize(size)
    frame = QRect(QPoint(0, 0), size + FRAME_ALLOWANCE)
    frame.moveCenter(area.center())
    window.move(inside(frame, area).topLeft())


def centre_on(dialog: QWidget, parent: QWidget | None) -> None:
    """Centre a dialog on its window, whole on the screen (shrunk to it if need be)."""
    area = available_area(parent if parent is not None else dialog)
    dialog.ensurePolished()
    layout = dialog.layout()
    if layout is not None:
        layout.activate()                   # the size it will show at, not the first guess
    # the frame the window manager gives the window is the one it will give the dialog
    frame = (parent.frameGeometry().size() - parent.geometry().size()
             if parent is not None and parent.isVisible() else FRAME_ALLOWANCE)
    size = dialog.size().expandedTo(dialog.sizeHint()).boundedTo(area.size() - frame)
    on = parent.frameGeometry() if parent is not None else area
    rect = centred(size + frame, on, area)
    dialog.resize(size)
    dialog.move(rect.topLeft())
