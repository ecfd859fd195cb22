# Two entry points: `make play` runs the product, `make test` runs every test.
# Both create the virtual environment themselves on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test lint bench clean

$(BIN)/hustings: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

play: $(BIN)/hustings
	$(BIN)/hustings play convention --players 4 --seats human,heuristic,heuristic,heuristic

test: $(BIN)/hustings
	$(BIN)/ruff check src tests bench
	$(BIN)/pytest -n 2 -p no:cacheprovider

bench: $(BIN)/hustings
	$(BIN)/python bench/engine_speed.py

clean:
	rm -rf $(VENV)
