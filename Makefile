# lockshot — the two commands of the quick start, and a few more.
#   make preview   render every bundled layout into preview/ (PNG + index.html)
#   make test      unit tests, then the golden-image suite of the bundled layouts
#   make quick     the unit tests without the slow ones (swiftc, browser), for an everyday run

SWIFT      ?= swift
CONFIG     ?= release
LOCKSHOT   := .build/$(CONFIG)/lockshot
PREVIEW    ?= preview
# Release builds pass one compiler flag more: code gets generic type metadata through direct accessors
# instead of mangled names, which the runtime demangles, and checks against every protocol conformance
# in the binary, at each start (a render 0.45 ms faster, docs/benchmarks.md). It must reach
# swift-argument-parser too, and as unsafeFlags in Package.swift it would keep LockshotTesting from being
# a package dependency, so it lives here: build release with make (scripts/bench does), since a plain
# `swift build -c release` with other flags rebuilds every module.
RELEASE_SWIFTFLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
SWIFTFLAGS ?= $(if $(filter release,$(CONFIG)),$(RELEASE_SWIFTFLAGS))

.PHONY: preview test build unit golden bench fonts clean bootstrap swift lazy-stubs docs api quick

bootstrap:
	@scripts/bootstrap

build: bootstrap
	@$(SWIFT) build -c $(CONFIG) $(SWIFTFLAGS) --product lockshot
	@$(SWIFT) build -c $(CONFIG) $(SWIFTFLAGS) --product lockshot-serve

# lockshot-swift: reads and compiles SwiftUI widget sources (swift-syntax; debug builds it in minutes, release
# in ~13), with lockshot's SwiftUI for Linux that widgets compile against (it also builds on first use).
swift: bootstrap
	@$(SWIFT) build --product lockshot-swift
	@$(SWIFT) build --product LockshotWidgetHost

preview: build
	@$(LOCKSHOT) gallery layouts --out $(PREVIEW) --index markdown,html
	@echo "Open $(PREVIEW)/index.html (or any PNG under $(PREVIEW)/)."

unit:
	@scripts/bootstrap --test
	@$(SWIFT) build --product LockshotWidgetHost
	@$(SWIFT) test

golden: build
	@$(LOCKSHOT) test --report .lockshot/report
	@scripts/check-missing-library $(LOCKSHOT)

test: unit golden docs api

# The everyday run, under a minute: skips the tests tagged slow (swiftc compiles, the browser, the outside
# package; Tests/Support/Tags.swift). make test and CI run them all.
quick:
	@scripts/bootstrap --test
	@$(SWIFT) build --build-tests
	@LOCKSHOT_QUICK_TESTS=1 $(SWIFT) test --skip-build

# DocC for the two library products (swift-docc-plugin): a broken symbol link or a catalog that no
# longer builds fails here. Archives in .build/plugins/Swift-DocC/outputs/.
docs:
	@$(SWIFT) package generate-documentation --target LockshotKit --target LockshotTesting --warnings-as-errors

# The library API against the last release tag; skipped (and said so) until a tag exists.
api:
	@if tag=$$(git describe --tags --abbrev=0 2>/dev/null); then \
	    $(SWIFT) package diagnose-api-breaking-changes "$$tag" --products LockshotKit LockshotTesting; \
	else echo "api: no release tag yet, so no API-breakage check (make api compares with the last tag)"; fi

bench: build
	@scripts/bench

# After calling a new Cairo/HarfBuzz/FreeType/libjpeg function: regenerate its lazy-loading stub.
lazy-stubs:
	python3 scripts/lazy-stubs

fonts: build
	@$(LOCKSHOT) fonts build

clean:
	@rm -rf .build $(PREVIEW) .lockshot
