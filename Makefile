# Two commands do everything on a fresh machine: `make serve` and `make test`.
# Each installs what is missing (a local .venv, the pinned npm packages,
# Debian's chromium) and is quick when everything is there.

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
PY := $(VENV)/bin/python
CHROMIUM := /usr/bin/chromium
# Audit tools for tests and benchmarks only (axe-core, Lighthouse): never in dist/.
AUDIT := tools/npm-audit/node_modules/.stamp

.PHONY: serve test build dist bench lint rules-test e2e clean

serve: build
	$(PY) tools/serve.py --port $(PORT)

test: build $(CHROMIUM) $(AUDIT)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m pytest -q tests e2e

rules-test: $(VENV)/.stamp
	$(PY) -m pytest -q tests

e2e: build $(CHROMIUM) $(AUDIT)
	$(PY) -m pytest -q e2e

bench: build $(CHROMIUM) $(AUDIT)
	@for f in tools/bench_*.py; do echo "== $$f"; $(PY) $$f || exit 1; done

lint: $(VENV)/.stamp
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

# build = the site in dist/ (vendored runtime, rules wheel, service worker).
build: $(VENV)/.stamp
	$(PY) tools/build.py

dist: build

# The Python tools live in a project venv: nothing global is assumed.
$(VENV)/.stamp: pyproject.toml tools/requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r tools/requirements-dev.txt
	touch $@

$(AUDIT): tools/npm-audit/package-lock.json
	cd tools/npm-audit && npm ci --no-audit --no-fund --ignore-scripts
	touch $@

$(CHROMIUM):
	apt-get install -y chromium || (apt-get update && apt-get install -y chromium)

clean:
	rm -rf web/vendor web/build build dist $(VENV) tools/npm/node_modules tools/npm-audit/node_modules
