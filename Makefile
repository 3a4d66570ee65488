# lockshot — the two commands of the quick start, and a few more.
#   make preview   render every bundled layout into preview/ (PNG + index.html)
#   make test      unit tests, then the golden-image suite of the bundled layouts

SWIFT      ?= swift
CONFIG     ?= release
LOCKSHOT   := .build/$(CONFIG)/lockshot
PREVIEW    ?= preview

.PHONY: preview test build unit golden bench fonts clean bootstrap swift lazy-stubs

bootstrap:
	@scripts/bootstrap

build: bootstrap
	@$(SWIFT) build -c $(CONFIG) --product lockshot
	@$(SWIFT) build -c $(CONFIG) --product lockshot-serve

# lockshot-swift: reads SwiftUI widget sources (swift-syntax); debug builds it in minutes, release in ~13.
swift: bootstrap
	@$(SWIFT) build --product lockshot-swift

preview: build
	@$(LOCKSHOT) gallery layouts --out $(PREVIEW) --index markdown,html
	@echo "Open $(PREVIEW)/index.html (or any PNG under $(PREVIEW)/)."

unit:
	@scripts/bootstrap --test
	@$(SWIFT) test

golden: build
	@$(LOCKSHOT) test --report .lockshot/report

test: unit golden

bench: build
	@scripts/bench

# After calling a new Cairo/HarfBuzz/FreeType/libjpeg function: regenerate its lazy-loading stub.
lazy-stubs:
	python3 scripts/lazy-stubs

fonts: build
	@$(LOCKSHOT) fonts build

clean:
	@rm -rf .build $(PREVIEW) .lockshot
