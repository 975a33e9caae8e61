"""Fixtures for the AI tests; the positions themselves live in ai_positions.py."""

from __future__ import annotations

import pytest
from ai_positions import PHASE_PREDICATES, state_in_phase


@pytest.fixture(params=list(PHASE_PREDICATES))
def phase_state(request):
    """(phase name, position) for every phase a decision can be taken in."""
    return request.param, state_in_phase(request.param)
