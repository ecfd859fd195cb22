# Two entry points: `make serve` runs the product (the web app), `make test` runs every test.
# Both create the virtual environment themselves on first use.
# Debian's own CPython 3.11 is built with profile-guided and link-time optimisation, which
# pyenv's default build is not: every game plays 10-19% faster on it. Any other Python 3.11+
# serves where it is missing (PYTHON=... overrides both).
PYTHON ?= $(shell /usr/bin/python3 -c 'import ensurepip, sys; sys.exit(sys.version_info < (3, 11))' \
	2>/dev/null && echo /usr/bin/python3 || echo python3)
VENV := .venv
BIN := $(VENV)/bin

.PHONY: serve play test system-deps bench clean

$(BIN)/hustings: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

serve: $(BIN)/hustings
	$(BIN)/hustings serve

play: $(BIN)/hustings
	$(BIN)/hustings play convention --players 4 --seats human,heuristic,heuristic,heuristic

# Chromium (browser tests) and PostgreSQL (storage tests) come from Debian's packages.
system-deps:
	bash scripts/system-deps.sh

test: system-deps $(BIN)/hustings
	$(BIN)/ruff check src tests bench scripts
	$(BIN)/pytest -n 2 -p no:cacheprovider

bench: $(BIN)/hustings
	$(BIN)/python bench/engine_speed.py
	$(BIN)/python bench/ismcts_speed.py
	$(BIN)/python bench/openspiel_compare.py
	$(BIN)/python bench/server_load.py

clean:
	rm -rf $(VENV)
