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


def test_sharing_the_main_heap_arena_answers_whether_it_could():
    assert isinstance(native_memory.share_the_main_heap_arena(), bool)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt")
def test_glibc_takes_one_heap_arena_on_linux():
    import platform
    if platform.libc_ver()[0] != "glibc":
        pytest.skip("not glibc")
    assert native_memory.share_the_main_heap_arena() is True


def test_a_window_shares_the_main_heap_arena_before_its_table_starts(monkeypatch, qtbot,
                                                                    tmp_path):
    from PySide6.QtCore import QSettings

    from vikings_desktop.ui import main_window
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings

    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    tables_made_before: list[int] = []
    made: list[GameTable] = []
    real_table = main_window.GameTable

    def table(*args, **kwargs):
        made.append(real_table(*args, **kwargs))
        return made[-1]
    monkeypatch.setattr(main_window, "GameTable", table)
    monkeypatch.setattr(main_window, "share_the_main_heap_arena",
                        lambda: tables_made_before.append(len(made)) or True)
    window = MainWindow(settings=Settings(QSettings(str(tmp_path / "settings.ini"),
                                                    QSettings.IniFormat)))
    qtbot.addWidget(window)
    assert tables_made_before == [0]           # once, before the table and its threads
