"""R-F7 places at the end: most fame, then most gold; full ties share a place."""

from vikings_desktop.engine.display import Player
from vikings_desktop.engine.scoring import ranking, winners


def players(*fame_gold: tuple[int, int]) -> list[Player]:
    return [Player(f"P{i}", gold=gold, fame=fame) for i, (fame, gold) in enumerate(fame_gold)]


def test_ranking_orders_by_fame_then_gold():
    assert ranking(players((10, 1), (12, 0), (10, 5))) == [(1, 1), (2, 2), (3, 0)]


def test_players_tied_on_fame_and_gold_share_a_place_and_the_next_place_skips():
    assert ranking(players((7, 2), (9, 1), (7, 2), (9, 1))) == [(1, 1), (1, 3), (3, 0), (3, 2)]


def test_winners_are_the_first_places_in_seat_order():
    assert winners(players((9, 1), (5, 0), (9, 1))) == [0, 2]
    assert winners(players((3, 0), (4, 0))) == [1]
