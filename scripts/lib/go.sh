#!/usr/bin/env bash
# go_cached ARGS...: the installed Go (never a downloaded toolchain) with its module and build caches in the project's
# cache ($CACHE_DIR, shared by every clone and CI), never under ~/go. For the tools built from the Go module proxy:
# stripe-mock, promtool, kustomize and the custom resources' CRDs. Set GOBIN before it to say where a binary goes.
go_cached() {
  GOTOOLCHAIN=local GOPATH="$CACHE_DIR/go" GOMODCACHE="$CACHE_DIR/go/pkg/mod" GOCACHE="$CACHE_DIR/go/build" \
    GOFLAGS=-modcacherw go "$@"
}
