"""`.vkp` files at the edges: only regular files of at most 1 MB are read (a FIFO or
/dev/zero must not hang `score` or `legal`), a UTF-8 byte-order mark is accepted as in
saves, and an absurdly long number is an error naming its line."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vikings_desktop.cli import main
from vikings_desktop.engine.notation import MAX_POSITION_BYTES, parse, parse_file, to_text

EXAMPLE = Path(__file__).resolve().parents[1] / "scenarios" / "notation-example.vkp"


def cli(capsys, *args: str) -> tuple[int, str]:
    code = main(list(args))
    return code, capsys.readouterr().err


COMMANDS = [["score", "{file}", "--kind", "small"],
            ["legal", "{file}", "--player", "Tester", "--tile", "L", "--viking", "F"]]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("command", COMMANDS)
def test_a_fifo_is_refused_at_once_by_score_and_legal(tmp_path, capsys, no_hang, command):
    fifo = tmp_path / "position.vkp"
    os.mkfifo(fifo)
    code, err = cli(capsys, *[a.format(file=fifo) for a in command])
    assert code == 2 and "pipe (FIFO), not a regular file" in err and str(fifo) in err


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
@pytest.mark.parametrize("command", COMMANDS)
def test_dev_zero_is_refused_by_score_and_legal(capsys, no_hang, command):
    code, err = cli(capsys, *[a.format(file="/dev/zero") for a in command])
    assert code == 2 and "a device, not a regular file" in err


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(ValueError, match="a folder, not a file"):
        parse_file(tmp_path)


def test_a_position_file_over_the_size_cap_is_refused_unread(tmp_path):
    path = tmp_path / "huge.vkp"
    with open(path, "wb") as handle:                     # sparse: nothing to read anyway
        handle.truncate(MAX_POSITION_BYTES + 1)
    with pytest.raises(ValueError, match="too large"):
        parse_file(path)


def test_a_byte_order_mark_is_accepted_as_in_saves(tmp_path):
    text = EXAMPLE.read_text(encoding="utf-8")
    path = tmp_path / "bom.vkp"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert to_text(parse_file(path)) == to_text(parse(text))


def test_a_byte_order_mark_in_text_is_accepted():
    text = EXAMPLE.read_text(encoding="utf-8")
    assert to_text(parse("\ufeff" + text)) == to_text(parse(text))


@pytest.mark.parametrize("digits", [19, 4301, 50_000])
def test_a_number_of_thousands_of_digits_is_an_error_naming_its_line(digits):
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    number, line = next((i, text) for i, text in enumerate(lines, start=1)
                        if text.split() and text.split()[0] == "round")
    lines[number - 1] = "round " + "7" * digits
    with pytest.raises(ValueError, match=rf"^line {number}: the round is far too large"):
        parse("\n".join(lines))


def test_a_long_number_in_the_wheel_names_its_line():
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    wheel = next(i for i, text in enumerate(lines) if text.split() == ["wheel"])
    lines.insert(wheel + 1, "9" * 5000 + " L F")
    with pytest.raises(ValueError, match=rf"^line {wheel + 2}: a wheel price is far too large"):
        parse("\n".join(lines))


def test_a_number_in_a_file_names_the_file_and_line(tmp_path, capsys):
    path = tmp_path / "long.vkp"
    path.write_text("round " + "1" * 5000 + "\n", encoding="utf-8")
    code, err = cli(capsys, "score", str(path), "--kind", "small")
    assert code == 2 and f"{path}: line 1: the round is far too large" in err
