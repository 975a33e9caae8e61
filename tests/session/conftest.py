"""Tests of the Qt-free game session (vikings_desktop/session.py)."""
