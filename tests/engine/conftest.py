import pytest

from vikings_desktop.engine.notation import parse


@pytest.fixture
def position():
    """Parse a .vkp text (dedented) into a GameState."""
    import textwrap
    return lambda text: parse(textwrap.dedent(text))
