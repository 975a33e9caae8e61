"""Comments and docstrings say why, not where a change came from: no issue numbers in the
product's code or in its tests (the tracker's history belongs to the git log)."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ISSUE_NUMBER = re.compile(r"\b[Ii]ssues? #?\d+")


def comment_and_string_lines(path: Path) -> list[tuple[int, str]]:
    """(line number, text) of every comment and string literal in a Python file."""
    found = []
    source = path.read_text(encoding="utf-8")
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in (tokenize.COMMENT, tokenize.STRING):
            for offset, line in enumerate(token.string.splitlines()):
                found.append((token.start[0] + offset, line))
    return found


def test_no_issue_numbers_in_comments_or_docstrings():
    offenders = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for folder in ("vikings_desktop", "tests", "tools", "packaging")
        for path in sorted((ROOT / folder).rglob("*.py")) if path != Path(__file__).resolve()
        for number, line in comment_and_string_lines(path)
        if ISSUE_NUMBER.search(line)]
    assert not offenders, "\n".join(offenders)


def test_the_check_sees_an_issue_number_in_a_comment(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Plays the turn."""\nx = 1  # the fix for issue 12\n', encoding="utf-8")
    assert [line for _, line in comment_and_string_lines(sample)
            if ISSUE_NUMBER.search(line)] == ["# the fix for issue 12"]
