# lockshot — the two commands of the quick start, and a few more.
#   make preview   render every bundled layout into preview/ (PNG + index.html)
#   make test      unit tests, then the golden-image suite of the bundled layouts
#   make quick     the unit tests without the slow ones (swiftc, browser), for an everyday run
#   make install   lockshot under PREFIX (default /usr/local; DESTDIR for packagers); make dist, a release archive

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

.PHONY: preview test build unit golden bench fonts clean bootstrap swift swift-release lazy-stubs docs api quick install dist install-check

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

# The same, optimized, for installs (issue 38): whole-module optimization off, which builds swift-syntax in about
# 2½ minutes where whole-module takes 13, in a scratch folder of its own so the release lockshot's modules (built
# with other flags) are never rebuilt. A cached 48-picture gallery of a .swift widget: 1.19 s → 0.89 s.
SWIFT_RELEASE := .build/swift-release
swift-release: bootstrap
	@$(SWIFT) build -c release -Xswiftc -no-whole-module-optimization --scratch-path $(SWIFT_RELEASE) --product lockshot-swift
	@$(SWIFT) build -c release -Xswiftc -no-whole-module-optimization --scratch-path $(SWIFT_RELEASE) --product LockshotWidgetHost

preview: build
	@$(LOCKSHOT) gallery layouts --out $(PREVIEW) --index markdown,html
	@echo "Open $(PREVIEW)/index.html (or any PNG under $(PREVIEW)/)."

# The tests' temporary folders (and swiftc's) go to one scratch folder, removed afterwards, so runs leave no trace.
unit:
	@scripts/bootstrap --test
	@$(SWIFT) build --product LockshotWidgetHost
	@scratch=$$(mktemp -d) && trap 'rm -rf "$$scratch"' EXIT && TMPDIR="$$scratch" $(SWIFT) test

golden: build
	@$(LOCKSHOT) test --report .lockshot/report
	@scripts/check-missing-library $(LOCKSHOT)

test: unit golden docs api install-check

# The everyday run, under a minute: skips the tests tagged slow (swiftc compiles, the browser, the outside
# package; Tests/Support/Tags.swift). make test and CI run them all.
quick:
	@scripts/bootstrap --test
	@$(SWIFT) build --build-tests
	@LOCKSHOT_QUICK_TESTS=1 $(SWIFT) test --skip-build

# The installed layout: bin/lockshot and bin/lockshot-serve (release, the Swift runtime linked in: no toolchain
# needed for layouts); lib/lockshot/ holds lockshot-swift (bin/lockshot-swift links to it), lockshot's SwiftUI for
# Linux (libLockshotWidgetHost.so) and its modules for this toolchain, so .swift widgets compile from anywhere with
# the same Swift; shell completions and the docs under share/. Every program finds its companions from its own
# resolved path: nothing refers to this checkout.
PREFIX     ?= /usr/local
DESTDIR    ?=
HOST_BUILD := $(SWIFT_RELEASE)/release
HOST_MODULES = LockshotLanguage LockshotFoundation LockshotSwiftUI LockshotWidgetKit LockshotActivityKit LockshotAppIntents \
    LockshotUIKit LockshotCombine LockshotOS LockshotOSLog LockshotSwiftData LockshotCharts LockshotCryptoKit \
    LockshotCommonCrypto LockshotSecurity LockshotUserNotifications LockshotAudioToolbox LockshotAVFoundation \
    LockshotCoreBluetooth LockshotCoreLocation LockshotCoreMotion LockshotCoreData LockshotUniformTypeIdentifiers \
    LockshotStoreKit LockshotAuthenticationServices LockshotHealthKit LockshotIntents LockshotAlarmKit LockshotCloudKit
# Man pages come from swift-argument-parser's generate-manual tool (its plugin would build every product in release,
# lockshot-swift's swift-syntax included: over 10 minutes), dated by the last commit so they are reproducible.
install: build swift-release
	@$(SWIFT) build -c $(CONFIG) $(SWIFTFLAGS) --product generate-manual >/dev/null
	@root="$(DESTDIR)$(PREFIX)"; \
	install -d "$$root/bin" "$$root/lib/lockshot/Modules" "$$root/share/doc/lockshot" "$$root/share/man/man1" \
	    "$$root/share/bash-completion/completions" "$$root/share/zsh/site-functions" "$$root/share/fish/vendor_completions.d"; \
	install -m 755 $(LOCKSHOT) .build/$(CONFIG)/lockshot-serve "$$root/bin/"; \
	install -m 755 $(HOST_BUILD)/lockshot-swift "$$root/lib/lockshot/"; \
	install -m 644 $(HOST_BUILD)/libLockshotWidgetHost.so "$$root/lib/lockshot/"; \
	for module in $(HOST_MODULES); do cp -R $(HOST_BUILD)/Modules/$$module.swiftmodule "$$root/lib/lockshot/Modules/"; done; \
	swiftc --version 2>&1 | head -1 > "$$root/lib/lockshot/toolchain"; \
	install -d "$$root/lib/lockshot/src/Sources"; install -m 644 Package.swift "$$root/lib/lockshot/src/"; \
	cp -R Sources/LockshotLanguage Sources/WidgetHost "$$root/lib/lockshot/src/Sources/"; \
	ln -sf ../lib/lockshot/lockshot-swift "$$root/bin/lockshot-swift"; \
	$(LOCKSHOT) --generate-completion-script bash > "$$root/share/bash-completion/completions/lockshot"; \
	$(LOCKSHOT) --generate-completion-script zsh > "$$root/share/zsh/site-functions/_lockshot"; \
	$(LOCKSHOT) --generate-completion-script fish > "$$root/share/fish/vendor_completions.d/lockshot.fish"; \
	.build/$(CONFIG)/generate-manual $(LOCKSHOT) --multi-page --section 1 --output-directory "$$root/share/man/man1" \
	    --date "$$(git log -1 --format=%cs 2>/dev/null || date -u +%F)" >/dev/null; \
	install -m 644 README.md docs/*.md "$$root/share/doc/lockshot/"; \
	echo "installed lockshot under $$root"

# lockshot-<version>-linux-<arch>.tar.gz and its .sha256: the installed layout under a folder of that name.
dist:
	@version=$$($(LOCKSHOT) --version 2>/dev/null || echo dev); name=lockshot-$$version-linux-$$(uname -m); \
	stage=$$(mktemp -d); $(MAKE) --no-print-directory install DESTDIR="$$stage" PREFIX=/$$name >/dev/null && \
	tar -C "$$stage" -czf $$name.tar.gz $$name && sha256sum $$name.tar.gz > $$name.tar.gz.sha256 && rm -rf "$$stage" && \
	echo "wrote $$name.tar.gz and $$name.tar.gz.sha256"

# An install into a scratch prefix, used from outside the checkout: render, a .swift gallery, test, serve.
install-check:
	@scripts/check-install

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
