# Two commands on a fresh Debian 12 machine with the Swift toolchain:
#   make demo   installs what is missing, builds in release mode, renders the demo outputs
#   make test   installs what is missing (plus the cross-checking tools), runs every test
SWIFT ?= swift
DEMO_DIR ?= demo-output
MOTION = .build/release/motion

.PHONY: setup setup-test build demo test bench clean

setup:
	@scripts/setup.sh

setup-test:
	@scripts/setup.sh --test

build: setup
	$(SWIFT) build -c release --product motion

demo: build
	@scripts/demo.sh $(MOTION) $(DEMO_DIR)

test: setup-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: setup-test
	$(SWIFT) build -c release --product motion-bench
	.build/release/motion-bench

clean:
	rm -rf .build $(DEMO_DIR)
