# Sotto: two commands on a fresh Debian 12 machine.
#   make demo   set up, build, and run the tour on the bundled sample mailbox
#   make test   set up, check for phishing-dev leaks, build, and run every test
SHELL := /bin/bash
export SOTTO_CACHE ?= $(HOME)/.cache/sotto
SWIFT_FLAGS = $(shell bash scripts/swift-flags 2>/dev/null)
DEMO_VAULT ?= $(CURDIR)/.build/demo-vault

.PHONY: setup build release test demo fuzz bench bench-llm bench-search bench-conversations eval train clean

setup:
	@bash scripts/setup

build: setup
	swift build $(SWIFT_FLAGS)

release: setup
	swift build -c release $(SWIFT_FLAGS)

test: setup
	@bash scripts/check-leaks
	swift build --build-tests $(SWIFT_FLAGS)
	@bash scripts/run-tests $(SWIFT_FLAGS)
	@bash scripts/fuzz --seconds 10

fuzz:
	@bash scripts/fuzz --seconds $${FUZZ_SECONDS:-300}

demo: release
	@bash scripts/demo "$(DEMO_VAULT)"

bench: release
	@bash scripts/bench-import

bench-llm: release
	@bash scripts/bench-llm
	@bash scripts/bench-embed

bench-search:
	@bash scripts/bench-search

bench-conversations: release
	@bash scripts/bench-conversations

eval: setup
	@bash scripts/eval

train: setup
	@bash scripts/train-models

clean:
	rm -rf .build
