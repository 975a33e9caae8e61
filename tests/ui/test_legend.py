"""Every mark the table draws is explained: Help → Marks on the table shows each as the
table draws it, and a hatched tile says why in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from vikings_desktop.engine import Player, threat_map


def test_the_legend_shows_each_mark_drawn_and_worded(qtbot, window):
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert window.legend_action in help_menu.actions()
    window.legend_action.trigger()
    dialog = window.legend_dialog
    assert dialog is not None and dialog.isVisible()
    assert set(dialog.marks) == {"green", "orange", "threat", "repelled", "last", "hint"}
    images = {mark: label.pixmap().toImage() for mark, label in dialog.pictures.items()}
    assert all(not image.isNull() for image in images.values())
    assert len({bytes(image.constBits()) for image in images.values()}) == len(images)
    assert "hatched" in dialog.marks["threat"] and "scores nothing" in dialog.marks["threat"]
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_hatched_tile_without_a_viking_says_what_the_hatching_means(window):
    from replay_games import played_game

    from vikings_desktop.engine import BASE
    setup, actions = played_game(BASE, 2, seed=11, humans=1)
    state = setup.new_state()
    for count, action in enumerate(actions):
        state.apply(action)
        empty = [(seat, cell) for seat, player in enumerate(state.players)
                 for cell in threat_map(player)[0] if _tile_without_viking(player, cell)]
        if empty:
            window.table.session.load(setup, actions[:count + 1])
            seat, (row, col) = empty[0]
            model = window.panels[seat].board.model()
            text = model.index(row, col).data(Qt.ItemDataRole.ToolTipRole)
            assert "hatched" in text and "score nothing" in text
            return
    raise AssertionError("no game of this seed has a threatened tile without a Viking")


def _tile_without_viking(player: Player, cell: tuple[int, int]) -> bool:
    from vikings_desktop.engine import cell_tile, cell_viking
    row, col = cell
    cells = player.rows[row]
    packed = cells[col - 1] if col <= len(cells) else 0
    return bool(cell_tile(packed)) and not cell_viking(packed)
