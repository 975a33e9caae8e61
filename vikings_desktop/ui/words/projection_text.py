""""If the game ended now", in words: a player's final fame were the final scoring applied
to the position now, and where it would come from (the final scoring's parts in the rule
book's order)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.engine import CATEGORY_ORDER, SeatProjection

from ..models.scoring_model import category_label


def projection_html(projection: SeatProjection) -> str:
    """A small table: the fame the final scoring would end with, then each part of it."""
    translate = QCoreApplication.translate
    lines = []
    breakdown = projection.breakdown
    for key in [k for k in CATEGORY_ORDER["final"] if k in breakdown] + sorted(
            set(breakdown) - set(CATEGORY_ORDER["final"])):
        entry = breakdown[key]
        parts = []
        if entry.get("fame"):
            parts.append(translate("Projection", "%1 fame").replace("%1", f"{entry['fame']:+d}"))
        if entry.get("gold"):
            parts.append(translate("Projection", "%1 gold").replace("%1", f"{entry['gold']:+d}"))
        lines.append(f"<tr><td>{category_label(key, 'final')}</td>"
                     f"<td align='right'>&nbsp;{', '.join(parts)}</td></tr>")
    title = (translate("Projection", "If the game ended now: %1 fame, first place")
             if projection.winner else translate("Projection", "If the game ended now: %1 fame")
             ).replace("%1", str(projection.fame))
    return f"<b>{title}</b><table cellspacing='0'>{''.join(lines)}</table>"
