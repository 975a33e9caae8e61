"""The analysis of a game in players' words: what a decision played, what the Hard
computer player would rather have done, about how much fame that was worth, how sure
that is, and where the difference came from. Whole sentences, translated; no engine
tokens.

    verdict_sentence(verdict, names, before, after)
    # "Round 3: Ann buys the island start with a Warrior for 6 gold. Hard would rather buy
    #  the island middle with a market with a Goldsmith for 2 gold: about 5 fame better,
    #  surely more than 2, mostly from the feeding and the completed islands."
"""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from vikings_desktop.ai.analysis import BEFORE_FINAL, cost_interval
from vikings_desktop.engine import (
    Buy,
    Done,
    Exchange,
    GameState,
    PlaceStart,
    PlaceTile,
    cell_tile,
    cell_viking,
)
from vikings_desktop.persistence.analysis_store import StoredVerdict

from .action_text import action_text, group_name, tile_name
from .names import row_name
from .viking_words import fame_count

CONTEXT = "AnalysisText"

# Where a difference in fame comes from: the final scoring's parts (engine.scoring's
# CATEGORY_ORDER["final"]) and the fame won before it.
REASONS = {
    BEFORE_FINAL: QT_TRANSLATE_NOOP("AnalysisText", "the scorings during the game"),
    "ships": QT_TRANSLATE_NOOP("AnalysisText", "the ships not repelled"),
    "gold": QT_TRANSLATE_NOOP("AnalysisText", "the gold left at the end"),
    "treasury": QT_TRANSLATE_NOOP("AnalysisText", "the Treasury"),
    "boatsmen": QT_TRANSLATE_NOOP("AnalysisText", "the most Boatsmen"),
    "islands": QT_TRANSLATE_NOOP("AnalysisText", "the completed islands"),
    "longest island": QT_TRANSLATE_NOOP("AnalysisText", "the longest island"),
    "feeding": QT_TRANSLATE_NOOP("AnalysisText", "the feeding"),
    "feast": QT_TRANSLATE_NOOP("AnalysisText", "the Feast"),
    "buildings": QT_TRANSLATE_NOOP("AnalysisText", "the buildings"),
}
MAX_REASONS = 2


def reason_name(part: str) -> str:
    """A part of the scoring as the object of "mostly from …"."""
    text = REASONS.get(part)
    return QCoreApplication.translate(CONTEXT, str(text)) if text is not None else part


def fame_amount(cost: float) -> str:
    """A verdict's fame, whole ("about 5 fame"), never below 1."""
    return fame_count(max(1, round(cost)))


def preferred_words(action, before: GameState, seat: int, name: str) -> str:
    """What Hard would rather do, as the end of "Hard would rather …" (``before``: the
    position of the decision)."""
    match action:
        case Buy(space, _fame):
            group = before.wheel[space]
            return QCoreApplication.translate("AnalysisText", "buy the {group} for {price} gold").format(
                group=group_name(cell_tile(group), cell_viking(group)), price=space)
        case PlaceTile(row, col, on_tile):
            tile, viking = before.pending_group() or (0, 0)
            what = tile_name(tile) if tile else "?"
            if on_tile or not viking:
                return QCoreApplication.translate("AnalysisText", "place the {tile} in the {row}, column {col}").format(
                    tile=what, row=row_name(row), col=col)
            return QCoreApplication.translate("AnalysisText", "place the {tile} in the {row}, column {col} and send the Viking to "
                       "the mainland").format(tile=what, row=row_name(row), col=col)
        case PlaceStart(row):
            return QCoreApplication.translate("AnalysisText", "put the start tile in the {row}").format(row=row_name(row))
        case Exchange(amount):
            return QCoreApplication.translate("AnalysisText", "exchange {fame} for gold").format(fame=fame_count(amount))
        case Done():
            return QCoreApplication.translate("AnalysisText", "be done with the Boatsmen")
    after = before.clone()
    after.apply_unchecked(action)
    return QCoreApplication.translate("AnalysisText", "play this: {line}").format(line=action_text(name, action, after, seat))


def reasons_words(reasons: tuple[tuple[str, float], ...]) -> str:
    """The parts where Hard's move gains most, "the feeding and the completed islands";
    "" when none gains."""
    gains = [reason_name(part) for part, fame in reasons if fame >= 0.5][:MAX_REASONS]
    if not gains:
        return ""
    if len(gains) == 1:
        return gains[0]
    return QCoreApplication.translate("AnalysisText", "{first} and {second}").format(first=gains[0], second=gains[1])


def surely_more_than(cost: float, spread: float) -> int:
    """The whole fame a finding surely cost more than: its interval's low end, rounded
    down (0: surely some, less than 1 for sure)."""
    return max(0, math.floor(cost_interval(cost, spread)[0]))


def verdict_sentence(verdict: StoredVerdict, names: list[str], before: GameState,
                     after: GameState) -> str:
    """One costly decision in words (``before``/``after``: the positions around the move
    played), with how sure its fame is."""
    name = names[verdict.seat]
    played = action_text(name, verdict.played[0], after, verdict.seat)
    preferred = preferred_words(verdict.preferred[0], before, verdict.seat, name)
    why = reasons_words(verdict.reasons)
    low = surely_more_than(verdict.cost, verdict.spread)
    if why and low:
        text = QCoreApplication.translate("AnalysisText", "Round {round}: {played}. Hard would rather {preferred}: about {fame} "
                   "better, surely more than {low}, mostly from {reasons}.")
    elif why:
        text = QCoreApplication.translate("AnalysisText", "Round {round}: {played}. Hard would rather {preferred}: about {fame} "
                   "better, surely some fame, mostly from {reasons}.")
    elif low:
        text = QCoreApplication.translate("AnalysisText", "Round {round}: {played}. Hard would rather {preferred}: about {fame} "
                   "better, surely more than {low}.")
    else:
        text = QCoreApplication.translate("AnalysisText", "Round {round}: {played}. Hard would rather {preferred}: about {fame} "
                   "better, surely some fame.")
    return text.format(round=verdict.round, played=played, preferred=preferred,
                       fame=fame_amount(verdict.cost), reasons=why, low=low)


def progress_words(done: int, total: int, seconds_left: float | None) -> str:
    """The analysis under way: "12 of 80 decisions — about 1 min 20 s left"."""
    count = QCoreApplication.translate("AnalysisText", "{done} of {total} decisions").format(done=done, total=total)
    if seconds_left is None:
        return QCoreApplication.translate("AnalysisText", "{count} — working out the time left…").format(count=count)
    seconds = max(1, round(seconds_left))
    if seconds < 60:
        left = QCoreApplication.translate("AnalysisText", "about {seconds} s left").format(seconds=seconds)
    else:
        left = QCoreApplication.translate("AnalysisText", "about {minutes} min {seconds} s left").format(
            minutes=seconds // 60, seconds=seconds % 60)
    return QCoreApplication.translate("AnalysisText", "{count} — {left}").format(count=count, left=left)


def summary_words(costly: int, threshold: float, analysed: int, failed: int) -> str:
    """What the analysis found, in a line above its list."""
    if not analysed:
        return QCoreApplication.translate("AnalysisText", "Not analysed yet: Analyse asks the Hard computer player about every "
                   "decision of the chosen players.")
    if costly:
        text = QCoreApplication.translate("AnalysisText", "{costly} of {analysed} decisions cost more than {fame}; the biggest "
                   "first. Click one to see it on the board.")
    else:
        text = QCoreApplication.translate("AnalysisText", "None of the {analysed} decisions cost more than {fame}.")
    text = text.format(costly=costly, analysed=analysed, fame=fame_count(round(threshold)))
    if failed:
        text += " " + QCoreApplication.translate("AnalysisText", "{failed} decisions could not be analysed.").format(failed=failed)
    return text
