"""The window gives freed native memory back between games."""

import sys

import pytest

from vikings_desktop.ui.session import native_memory


def test_give_back_free_memory_answers_whether_it_could():
    assert isinstance(native_memory.give_back_free_memory(), bool)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_glibc_trim_is_found_on_linux():
    import platform
    if platform.libc_ver()[0] != "glibc":
        pytest.skip("not glibc")
    assert native_memory._malloc_trim() is not None


def test_a_new_game_trims_the_heap(monkeypatch, qtbot):
    from vikings_desktop.game_setup import default_setup
    from vikings_desktop.ui.session.game_table import GameTable

    calls = []
    monkeypatch.setattr("vikings_desktop.ui.session.game_table.give_back_free_memory",
                        lambda: calls.append(1) or True)
    table = GameTable()
    table.session.new_game(default_setup(players=2, humans=2, seed=3))
    assert calls == [1]
