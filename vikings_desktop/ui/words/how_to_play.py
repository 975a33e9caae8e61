"""Help → How to play: the game in a few paragraphs, translated. The base game always;
in an advanced game also each advanced part that is switched on (auction with or without
the single bid, advanced Boatsman, special tiles). Help → Rules has the whole rule set."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from vikings_desktop.engine import RuleOptions

CONTEXT = "HowToPlay"

BASE = QT_TRANSLATE_NOOP("HowToPlay", """<h3>How to play Vikings</h3>
<p><b>Each turn</b> buy one group from the wheel: a tile and the Viking beside it. The price
is the number of its space. Grey groups are not for you now — hover to see why. Short of
gold? Fame buys gold 1 for 1, at any time.</p>
<p><b>Then place the tile</b> in your display: drag it (or click) onto a highlighted cell.
<span style='color:#2a9a48'><b>Green</b></span>: the Viking may stand on the tile.
<span style='color:#d27312'><b>Orange</b></span>: the tile fits, the Viking waits on the
mainland. Your first purchase also places your start tile in column 1. One Viking per
tile, and it never moves again.</p>
<p><b>Ships</b> go into the top row; the Viking bought with a ship goes to the mainland. An
unrepelled ship threatens the Vikings below it down to the row of its sail colour (red
hatch): they score nothing. A Warrior right below a ship repels it and earns its reward in
every large scoring. A ship never repelled costs its value at the end.</p>
<p><b>Scoring</b>: after rounds 1, 3, 5 Goldsmiths earn gold; after rounds 2, 4, 6 Boatsmen
ferry mainland Vikings onto empty tiles, then Nobles, Scouts, Goldsmiths and repelled ships
score. After each scoring the start player figure passes to the left. After round 6 the
final scoring counts unrepelled ships, islands, Boatsmen, gold and the Fishermen's feeding
of every Viking. Most fame wins.</p>""")

ADVANCED = QT_TRANSLATE_NOOP("HowToPlay", """<h3>The advanced game</h3>
<p>All other rules stay as above.</p>""")

AUCTION = QT_TRANSLATE_NOOP("HowToPlay", """<p><b>Auction for start player</b>: at the
start of each round the start player draws 13 Vikings and bids first, 0 or more; going
round, each player raises or passes for good. The highest bidder pays (fame counts as gold)
and takes the start player figure; if nobody raises, the start player pays the opening
bid. The winner removes one of the 13 Vikings; then, from the winner, each player chooses a
colour, whose Vikings take the most expensive free spaces. The winner buys first.</p>""")

SINGLE_BID = QT_TRANSLATE_NOOP("HowToPlay", """<p><b>Single bid</b>: everybody bids once,
in turn. The start player's turn counts as a bid of at least 0 (passing bids 0); every
later bid must be higher, and the highest bid wins.</p>""")

BOATSMAN = QT_TRANSLATE_NOOP("HowToPlay", """<p><b>Advanced Boatsman</b>: a Boatsman
ferries exactly one Viking; a boat special tile lets one Boatsman ferry as in the base
game. In round 6 you still must ferry as many Vikings as you can in total.</p>""")

SPECIALS = QT_TRANSLATE_NOOP("HowToPlay", """<p><b>Special tiles</b>: whoever buys the
most expensive group on the wheel (above 0) may take one of the four face-up special tiles.
Hover over a tile to see what it does; Help → Rules lists all of them with their counts.
Figures printed on special tiles are not fed.</p>""")


KEYBOARD = QT_TRANSLATE_NOOP("HowToPlay", """<h3>Playing with the keyboard</h3>
<p>Tab moves between the wheel, the hand and the displays. On the wheel the arrow keys go
from group to group and Enter buys. On your display the arrow keys move a frame over the
cells, Enter places the tile there, T switches between the bought tile and the start tile,
and Esc or Tab leaves the display. Ctrl+H asks for a hint, Ctrl+Z undoes.</p>""")


def how_to_play_text(rules: RuleOptions | None = None) -> str:
    """The text for a game under ``rules`` (None: no game yet, the base game)."""
    parts = [BASE]
    if rules is not None and not rules.is_base:
        parts.append(ADVANCED)
        if rules.auction:
            parts.append(AUCTION)
            if rules.single_bid:
                parts.append(SINGLE_BID)
        if rules.advanced_boatsman:
            parts.append(BOATSMAN)
        if rules.special_tiles:
            parts.append(SPECIALS)
    parts.append(KEYBOARD)
    return "\n".join(QCoreApplication.translate(CONTEXT, str(part)) for part in parts)
