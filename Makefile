# Two commands on a fresh Debian 12 machine with the Swift toolchain:
#   make demo   installs what is missing, builds in release mode, renders the demo outputs
#   make test   installs what is missing (plus the cross-checking tools), runs every test
#   make install PREFIX=~/.local   installs `motion` with its resources (default PREFIX /usr/local)
SWIFT ?= swift
PREFIX ?= /usr/local
DEMO_DIR ?= demo-output
MOTION = .build/release/motion
# Release builds of the tools: MotionKit's release flags (scripts/release-build.sh says what each
# does and why; docs/performance.md, "Memory"), the same for `motion`, the benchmark and a user's
# own tool (`make release` in Examples/MyScenes and in the package `motion init` writes). The
# output is byte-identical to a plain `swift build -c release` and to the debug build
# (`make release-check`). RELEASE is the flags as one line, for scripts that build another
# revision the way it built itself (scripts/bench-against.py).
RELEASE := $(shell scripts/release-build.sh --flags)
RELEASE_BUILD = SWIFT="$(SWIFT)" scripts/release-build.sh

.PHONY: setup setup-test setup-docs build install demo test example-test template-test code-blocks release-check bench bench-against check check-ci fuzz docs docs-check docs-images clean

setup:
	@scripts/setup.sh

setup-test:
	@scripts/setup.sh --test

setup-docs:
	@scripts/setup.sh --docs

build: setup
	$(RELEASE_BUILD) motion

# PREFIX/lib/motion/ gets the binary and its resource bundle, PREFIX/bin/motion links to it.
install: build
	@scripts/install-tool.sh .build/release motion $(PREFIX)

demo: build
	@scripts/demo.sh $(MOTION) $(DEMO_DIR)

# The example package and the package `motion init` writes first, and the documentation's code
# blocks, so the run closes on the main suite's summary.
test: setup-test
	$(MAKE) example-test
	$(MAKE) template-test
	$(MAKE) code-blocks
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) release-check

# The tool `make build` and `make install` make (the RELEASE flags above) draws every built-in
# scene's still, a storyboard and frames byte for byte as the debug build the suite tested does.
release-check: build
	$(SWIFT) build --product motion
	scripts/release-check.sh .build/debug/motion $(MOTION)

# The user package in Examples/MyScenes builds against this checkout and passes its own tests;
# its `make release` tool (MotionKit's release flags) renders the still the debug tool renders.
example-test:
	cd Examples/MyScenes && $(SWIFT) build && $(SWIFT) test
	$(MAKE) -C Examples/MyScenes release SWIFT="$(SWIFT)"
	scripts/release-check.sh Examples/MyScenes/.build/debug/my-motion Examples/MyScenes/.build/release/my-motion

# `motion init` writes a package that builds and passes its tests as written (scripts/template-check.sh).
template-test:
	$(SWIFT) build --product motion
	scripts/template-check.sh .build/debug/motion

# Every Swift block of the README, docs/ and the DocC catalogs compiles (scripts/code-blocks.py).
code-blocks:
	SWIFT=$(SWIFT) python3 scripts/code-blocks.py

# Release timings against the C floor (cfloor-bench), one child process per case; needs `motion`
# and `cfloor-bench` built beside `motion-bench`, as `make build` builds `motion`, and the example
# package's tool built as its `make release` builds it (a user's own tool, measured as one). Run it on a quiet
# machine. (One product per build: a static build of every target would include the test support.)
bench: setup-test
	$(RELEASE_BUILD) motion
	$(RELEASE_BUILD) motion-bench
	$(RELEASE_BUILD) cfloor-bench
	$(MAKE) -C Examples/MyScenes release SWIFT="$(SWIFT)"
	.build/release/motion-bench

# This checkout against an earlier revision in one run (REV, default the commit before the last
# one): whole `motion` processes and the busy cases in turns, and a busy frame's instructions.
REV ?= HEAD~1
bench-against: setup-test
	$(RELEASE_BUILD) motion
	$(RELEASE_BUILD) motion-bench
	scripts/bench-against.py $(REV)

# The whole test suite under AddressSanitizer, and parallel rendering under the thread sanitizer
# (each in its own build folder, so the normal build stays). Leak detection is off for the suite:
# the toolchain's XCTest and Foundation leak a little per test case on their own; memory errors
# (overflows, use after free) still fail the run. `make fuzz` checks leaks (scripts/lsan.supp).
check: setup-test
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan --filter "ParallelRenderTests|FramePipelineTests"

# The part of the sanitizer checks CI runs (.ci/run): every fuzz target for 5 s (a fixed seed, so
# a run from the same corpus is repeatable) under libFuzzer,
# AddressSanitizer and LeakSanitizer, then `motion` built with ThreadSanitizer drawing frames, SVG
# frames, an animation and a JavaScript prototype on two threads (scripts/threads-check.sh).
check-ci: setup-test
	FUZZ_SEED=1 $(MAKE) fuzz FUZZ_SECONDS=5
	$(SWIFT) build --sanitize=thread --scratch-path .build/tsan-tool --product motion
	scripts/threads-check.sh .build/tsan-tool/debug/motion

# Every fuzz target (Tests/MotionFuzzTargets, FuzzTarget.all) for FUZZ_SECONDS each under
# libFuzzer and AddressSanitizer; FUZZ_TARGETS="fen san" picks some. See scripts/fuzz.sh.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
FUZZER_LIBRARY = $(firstword $(wildcard $(dir $(realpath $(shell command -v $(SWIFT))))../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-$(shell uname -m).a))
fuzz: setup-test
	@test -n "$(FUZZER_LIBRARY)" || { echo "fuzz: libFuzzer (libclang_rt.fuzzer_no_main) not found beside $(SWIFT)" >&2; exit 1; }
	$(SWIFT) build --product motion-fuzz --scratch-path .build/fuzz -Xswiftc -DFUZZING -Xswiftc -sanitize=address \
		-Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xlinker $(FUZZER_LIBRARY) -Xlinker -lstdc++
	scripts/fuzz.sh .build/fuzz/debug/motion-fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# The API reference: the documentation check, then a DocC catalog per library module converted by
# the toolchain's docc (any docc warning fails), merged into one static site in docs-site/.
# DOCS_BASE_PATH is the path the site is served under (e.g. /MotionKit for
# https://owner.github.io/MotionKit/); DOCS_SOURCE_URL adds links to the sources
# (e.g. https://github.com/owner/MotionKit/blob/main).
DOCS_BASE_PATH ?=
DOCS_SOURCE_URL ?=
docs: setup-docs
	$(SWIFT) build
	scripts/docs.py site --hosting-base-path "$(DOCS_BASE_PATH)" --source-url "$(DOCS_SOURCE_URL)"

# The check alone: every public symbol documented, no C type in a public declaration (each
# problem as file:line; the test suite runs the same check over its own build).
docs-check: setup-docs
	$(SWIFT) build
	scripts/docs.py check

# The README's pictures, rendered by the project itself.
docs-images: setup-test build
	@scripts/docs-images.sh $(MOTION)

clean:
	rm -rf .build $(DEMO_DIR) docs-site
