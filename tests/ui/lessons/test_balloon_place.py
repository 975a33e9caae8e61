"""Where the lesson's balloon goes: beside what it explains, inside the window, and clear
of the turn banner (whose turn, what to do) whenever a side leaves room for both."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

from vikings_desktop.ui.lessons.balloon import best_place

WINDOW = QRect(0, 0, 1016, 666)
BANNER = QRect(6, 24, 340, 48)          # the banner above the wheel, as at 1024×700
WHEEL = QRect(6, 80, 340, 250)


def test_the_balloon_beside_the_wheel_leaves_the_banner_in_view():
    size = QSize(300, 160)
    plain = best_place(WHEEL, size, WINDOW)
    assert not plain.intersects(WHEEL)
    placed = best_place(WHEEL, size, WINDOW, BANNER)
    assert not placed.intersects(WHEEL) and not placed.intersects(BANNER)
    assert WINDOW.contains(placed)


def test_a_display_at_the_top_right_keeps_the_balloon_off_the_banner_too():
    display = QRect(360, 24, 650, 300)
    placed = best_place(display, QSize(300, 160), WINDOW, BANNER)
    assert not placed.intersects(display) and not placed.intersects(BANNER)
    assert WINDOW.contains(placed)


def test_without_room_for_both_the_part_explained_comes_first():
    tall = QRect(0, 0, 700, 666)            # only the right side is free, beside the banner
    banner = QRect(700, 0, 316, 666)
    placed = best_place(tall, QSize(300, 160), WINDOW, banner)
    assert not placed.intersects(tall)
