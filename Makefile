# Two commands on a fresh Debian 12 machine with the Swift toolchain:
#   make demo   installs what is missing, builds in release mode, renders the demo outputs
#   make test   installs what is missing (plus the cross-checking tools), runs every test
SWIFT ?= swift
DEMO_DIR ?= demo-output
PREFIX ?= /usr/local
MOTION = .build/release/motion
# Release builds of the tools (docs/performance.md, "Memory"): the Swift runtime and Foundation
# linked statically, relative relocations packed (fewer pages for the dynamic loader to touch), and
# the functions the usual commands run placed side by side (scripts/motion.order, written by
# scripts/startup-order.py). The output is byte-identical to a plain `swift build -c release`.
RELEASE = -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --symbol-ordering-file=scripts/motion.order -Xlinker --no-warn-symbol-ordering
# SwiftPM does not see the order file as an input: a binary older than it is removed to be linked again.
RELINK = for f in $(MOTION) .build/release/motion-bench; do if [ -e $$f ] && [ scripts/motion.order -nt $$f ]; then rm -f $$f; fi; done

.PHONY: setup setup-test build demo install test example-test bench check docs-images clean

setup:
	@scripts/setup.sh

setup-test:
	@scripts/setup.sh --test

build: setup
	@$(RELINK)
	$(SWIFT) build $(RELEASE) --product motion

demo: build
	@scripts/demo.sh $(MOTION) $(DEMO_DIR)

# `motion` in $(PREFIX)/bin and its resources in $(PREFIX)/share/motion/Resources, where it looks.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/motion
	install -m 755 $(MOTION) $(DESTDIR)$(PREFIX)/bin/motion
	rm -rf $(DESTDIR)$(PREFIX)/share/motion/Resources
	cp -R Resources $(DESTDIR)$(PREFIX)/share/motion/Resources

# The example package first, so the run closes on the main suite's summary.
test: setup-test
	$(MAKE) example-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The user package in Examples/MyScenes builds against this checkout and passes its own tests.
example-test:
	cd Examples/MyScenes && $(SWIFT) build && $(SWIFT) test

# Release timings against the C floor (cfloor-bench), one child process per case; needs `motion`
# and `cfloor-bench` built beside `motion-bench`, as `make build` builds `motion`. Run it on a quiet
# machine. (One product per build: a static build of every target would include the test support.)
bench: setup-test
	@$(RELINK)
	$(SWIFT) build $(RELEASE) --product motion
	$(SWIFT) build $(RELEASE) --product motion-bench
	$(SWIFT) build $(RELEASE) --product cfloor-bench
	.build/release/motion-bench

# Parallel rendering under the thread sanitizer (its own build folder, so the normal build stays).
check: setup-test
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan --filter ParallelRenderTests

# The README's pictures, rendered by the project itself.
docs-images: setup-test build
	@scripts/docs-images.sh $(MOTION)

clean:
	rm -rf .build $(DEMO_DIR)
