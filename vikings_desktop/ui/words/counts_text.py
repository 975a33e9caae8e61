"""What players count by hand, in words: the Vikings still in the bag, the tiles still face
down in the stacks, the special tiles still in their stack (public information only)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.engine import (
    BLUE_SHIP,
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    GREEN_SHIP,
    LEFT_END,
    M1,
    M2,
    M3,
    M4,
    NOBLE,
    RED_SHIP,
    RIGHT_END,
    SCOUT,
    WARRIOR,
    YELLOW_SHIP,
    PublicCounts,
)

from .special_tile_text import special_tile_name


def bag_lines(counts: PublicCounts) -> list[tuple[str, int]]:
    """(the kind, how many are in the bag), in the order of the rows."""
    names = {WARRIOR: QCoreApplication.translate("PublicCounts", "Warriors"), NOBLE: QCoreApplication.translate("PublicCounts", "Nobles"), SCOUT: QCoreApplication.translate("PublicCounts", "Scouts"),
             GOLDSMITH: QCoreApplication.translate("PublicCounts", "Goldsmiths"), FISHERMAN: QCoreApplication.translate("PublicCounts", "Fishermen"), BOATSMAN: QCoreApplication.translate("PublicCounts", "Boatsmen")}
    return [(name, counts.bag[viking]) for viking, name in names.items()]


def stack_lines(counts: PublicCounts) -> list[tuple[str, int]]:
    """(the kind of tile, how many are still face down)."""
    s = counts.stacks
    return [(QCoreApplication.translate("PublicCounts", "Left ends"), s[LEFT_END]),
            (QCoreApplication.translate("PublicCounts", "Middles"), s[M1] + s[M2] + s[M3] + s[M4]),
            (QCoreApplication.translate("PublicCounts", "Right ends"), s[RIGHT_END]),
            (QCoreApplication.translate("PublicCounts", "Red ships"), s[RED_SHIP]), (QCoreApplication.translate("PublicCounts", "Green ships"), s[GREEN_SHIP]),
            (QCoreApplication.translate("PublicCounts", "Yellow ships"), s[YELLOW_SHIP]), (QCoreApplication.translate("PublicCounts", "Blue ships"), s[BLUE_SHIP])]


def counts_html(counts: PublicCounts, special_tiles: bool) -> str:
    """The counts as a small table, the bag beside the stacks (the counts tab and the
    wheel hub's tooltip)."""
    def table(title: str, lines: list[tuple[str, int]]) -> str:
        cells = "".join(f"<tr><td>{name}</td><td align='right'>&nbsp;{count}</td></tr>"
                        for name, count in lines)
        return f"<b>{title}</b><table cellspacing='0'>{cells}</table>"
    bag = table(QCoreApplication.translate("PublicCounts", "In the bag: %1 Vikings")
                .replace("%1", str(counts.bag_total)), bag_lines(counts))
    stacks = table(QCoreApplication.translate("PublicCounts", "Face down: %1 tiles")
                   .replace("%1", str(counts.stack_total)), stack_lines(counts))
    html = (f"<table cellspacing='0'><tr><td valign='top'>{bag}</td><td>&nbsp;&nbsp;</td>"
            f"<td valign='top'>{stacks}</td></tr></table>")
    if special_tiles:
        left = ", ".join(f"{special_tile_name(special)} {count}"
                         for special, count in counts.specials.items() if count)
        html += ("<b>" + QCoreApplication.translate(
            "PublicCounts", "Special tiles in their stack: %1").replace(
            "%1", str(counts.specials_total)) + f"</b><br>{left}")
    return html
