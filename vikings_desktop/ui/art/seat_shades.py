"""The shade the window draws each seat colour in (the player's marker colour, not a
Viking colour). The seats themselves are ``vikings_desktop.game_setup``'s."""

from __future__ import annotations

from vikings_desktop.game_setup import SEAT_COLOURS

SEAT_SHADES = dict(zip(SEAT_COLOURS, (
    "#b3262e",   # crimson
    "#2f58b5",   # royal blue
    "#2e7d32",   # forest
    "#d68a00",   # amber
    "#7b3fa0",   # purple
    "#00838f",   # teal
), strict=True))
