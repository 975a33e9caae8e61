# Two entry points for a fresh machine with Python 3.11+ and make: `make run`, `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench soak package clean

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

test: lint
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/vikings-cli bench

soak: $(STAMP)
	$(BIN)/python tests/soak.py --games 2000

# Linux installers in dist/ (one-folder app, .tar.gz, .deb); slow, so not part of `test`.
package:
	packaging/build-linux.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
