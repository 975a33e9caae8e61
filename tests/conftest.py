"""Shared by every test folder: no test may touch the player's real data directory."""

import signal

import pytest


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    # Saves, the autosave and settings go to a fresh folder per test (persistence/paths.py).
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path_factory.mktemp("user-data")))


@pytest.fixture
def no_hang():
    """Fail (instead of hanging the suite) if the test blocks for more than 5 seconds:
    for reads that must not wait on a FIFO or a device."""
    if not hasattr(signal, "setitimer"):
        pytest.skip("no interval timer to stop a hang with")

    def timed_out(signum, frame):
        raise TimeoutError("blocked for 5 seconds")
    previous = signal.signal(signal.SIGALRM, timed_out)
    signal.setitimer(signal.ITIMER_REAL, 5)
    yield
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def german(qapp):
    """The German translation installed for one test, English again after it."""
    from PySide6.QtCore import QLocale

    from vikings_desktop import i18n
    installed = i18n.install_translators(qapp, "de")
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.English))
