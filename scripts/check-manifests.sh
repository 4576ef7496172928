#!/usr/bin/env bash
# Checks the deployment files without a cluster or a container engine:
#   - renders every kustomization under k8s/ (the base, k8s/datastores, k8s/overlays/*) with kustomize and validates
#     each object against the Kubernetes JSON schemas of K8S_VERSION, strictly (an unknown field fails too), offline:
#     the schemas come inside the kubernetes-validate package;
#   - validates the custom resources (KEDA's ScaledObjects, the Prometheus Operator's PrometheusRule and PodMonitor)
#     against their CustomResourceDefinitions' schemas, as strictly, from the projects' own CRD files (their Go modules,
#     from the Go module proxy, at the versions below);
#   - validates docker-compose.yml against the Compose Specification's JSON schema (vendored by check-jsonschema).
# Usage: bash scripts/check-manifests.sh [K8S_DIR [COMPOSE_FILE]]   (defaults: k8s, docker-compose.yml)
# The tools are installed on first use, from the Go module proxy and PyPI, into the same cache outside the clone as the
# local engines (SHOP_CACHE_DIR, default ~/.cache/shop-infra), so a fresh clone (and CI) reuses them.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
K8S_DIR="$(cd "${1:-$ROOT/k8s}" && pwd)"
COMPOSE_FILE="${2:-$ROOT/docker-compose.yml}"
# The Kubernetes version the manifests are written for: the oldest minor a cluster running them may have.
K8S_VERSION="${K8S_VERSION:-1.33.0}"
KUSTOMIZE_VERSION="v5.8.1"
KUBERNETES_VALIDATE_VERSION="1.37.0"
CHECK_JSONSCHEMA_VERSION="0.39.0"
# The releases whose CRDs the custom resources are written for.
KEDA_MODULE="github.com/kedacore/keda/v2@v2.21.0"
PROMETHEUS_OPERATOR_MODULE="github.com/prometheus-operator/prometheus-operator@v0.85.0"
CACHE_DIR="${SHOP_CACHE_DIR:-$HOME/.cache/shop-infra}"
source "$ROOT/scripts/lib/go.sh"
TOOLS="$CACHE_DIR/manifest-tools"
KUSTOMIZE="$TOOLS/kustomize-$KUSTOMIZE_VERSION/kustomize"
VENV="$TOOLS/venv-kubernetes-validate-$KUBERNETES_VALIDATE_VERSION-check-jsonschema-$CHECK_JSONSCHEMA_VERSION"

log() { printf '[manifests] %s\n' "$*" >&2; }

if [ ! -x "$KUSTOMIZE" ]; then
  log "installing kustomize $KUSTOMIZE_VERSION (go install, first use only)"
  command -v go >/dev/null || { log 'go is needed to install kustomize'; exit 1; }
  # Newer kustomize releases need a newer Go than this machine's: built with the one installed.
  GOBIN="$(dirname "$KUSTOMIZE")" go_cached install "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION"
fi
# A venv cannot be moved (its scripts name its path), so a marker written last says the install finished.
if [ ! -f "$VENV/installed" ]; then
  log "installing kubernetes-validate $KUBERNETES_VALIDATE_VERSION and check-jsonschema $CHECK_JSONSCHEMA_VERSION (PyPI, first use only)"
  if ! python3 -m venv --clear "$VENV" 2>/dev/null; then
    # Debian's python3 ships venv without ensurepip until python3-venv is installed.
    source "$ROOT/scripts/lib/apt.sh"
    (apt_get update -qq && apt_get install -y -qq python3-venv) >/dev/null
    python3 -m venv --clear "$VENV"
  fi
  "$VENV/bin/pip" install --quiet --disable-pip-version-check \
    "kubernetes-validate==$KUBERNETES_VALIDATE_VERSION" "check-jsonschema==$CHECK_JSONSCHEMA_VERSION"
  touch "$VENV/installed"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# module_dir MODULE@VERSION: the module's files, downloaded once into the shared Go module cache.
module_dir() {
  (cd "$work" && go_cached mod download -json "$1") | "$VENV/bin/python" -c 'import json, sys; print(json.load(sys.stdin)["Dir"])'
}
keda="$(module_dir "$KEDA_MODULE")"
prometheus_operator="$(module_dir "$PROMETHEUS_OPERATOR_MODULE")"
CRDS=(
  "$keda/config/crd/bases/keda.sh_scaledobjects.yaml"
  "$prometheus_operator/example/prometheus-operator-crd/monitoring.coreos.com_prometheusrules.yaml"
  "$prometheus_operator/example/prometheus-operator-crd/monitoring.coreos.com_podmonitors.yaml"
)
# The secret files are git-ignored; render with their committed examples where they are missing.
cp -r "$K8S_DIR" "$work/k8s"
find "$work/k8s" -name '*.env.example' | while read -r example; do
  [ -f "${example%.example}" ] || cp "$example" "${example%.example}"
done

failed=0
count=0
while read -r kustomization; do
  dir="$(dirname "$kustomization")"
  name="k8s${dir#"$work/k8s"}"
  rendered="$work/$(printf '%s' "$name" | tr '/' '-').yaml"
  if ! "$KUSTOMIZE" build "$dir" >"$rendered" 2>"$work/kustomize.err"; then
    log "$name: kustomize build failed: $(cat "$work/kustomize.err")"
    failed=1
    continue
  fi
  # The custom resources against their CRDs; the rest, the built-in objects, go on to the Kubernetes schemas.
  if ! "$VENV/bin/python" "$ROOT/scripts/lib/custom-resources.py" "$rendered" "$rendered.builtin" "${CRDS[@]}" \
    >"$work/custom.out" 2>&1; then
    while read -r line; do log "$name: $line"; done <"$work/custom.out"
    failed=1
  fi
  # With --quiet it prints only problems. It merely warns about a kind it has no schema for, but every object left is
  # a built-in one, so that (a misspelt kind or apiVersion) fails as well: any output fails.
  if ! "$VENV/bin/kubernetes-validate" --strict --quiet -k "$K8S_VERSION" "$rendered.builtin" >"$work/validate.out" 2>&1 ||
    [ -s "$work/validate.out" ]; then
    sed "s|$rendered.builtin|$name|" "$work/validate.out" | while read -r line; do log "$line"; done
    [ -s "$work/validate.out" ] || log "$name: kubernetes-validate failed"
    failed=1
  fi
  objects=$(grep -c '^kind:' "$rendered" || true)
  count=$((count + objects))
  log "$name: $objects objects rendered and checked against Kubernetes $K8S_VERSION"
done < <(find "$work/k8s" -name kustomization.yaml | sort)

if "$VENV/bin/check-jsonschema" --builtin-schema vendor.compose-spec "$COMPOSE_FILE" >"$work/compose.out" 2>&1; then
  log "$(basename "$COMPOSE_FILE"): valid against the Compose Specification"
else
  sed "s|$COMPOSE_FILE|$(basename "$COMPOSE_FILE")|" "$work/compose.out" | while read -r line; do log "$line"; done
  failed=1
fi

if [ "$failed" -ne 0 ]; then
  log 'FAILED: fix the objects named above'
  exit 1
fi
log "ok: $count Kubernetes objects and the compose file"
