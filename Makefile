# Two entry points for a fresh machine with Python 3.11+ and make: `make run`, `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck bench soak package clean translations

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/vikings-desktop

lint: $(STAMP)
	$(BIN)/ruff check vikings_desktop tests packaging

# mypy over vikings_desktop/ ([tool.mypy] in pyproject.toml)
typecheck: $(STAMP)
	$(BIN)/python -m mypy

test: lint typecheck
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/vikings-cli bench

soak: $(STAMP)
	$(BIN)/python tests/soak.py --games 2000 --rules all

# Re-extract the window's strings into vikings_desktop/i18n/*.ts and compile the .qm.
translations: $(STAMP)
	$(BIN)/python -m vikings_desktop.i18n.update

# Linux installers in dist/ (one-folder app, .tar.gz, .deb); slow, so not part of `test`.
package:
	packaging/build-linux.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
