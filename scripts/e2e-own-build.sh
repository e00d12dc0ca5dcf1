#!/usr/bin/env bash
# Builds into its own directory and runs the given e2e files against it, so several people (or
# helpers) can run browser tests on one machine without overwriting each other's dist/.
# Usage: scripts/e2e-own-build.sh <name> [vitest args, e.g. tests/e2e/kyc.e2e.ts]
set -euo pipefail
name="$1"; shift
out="/tmp/e2e-build-$name/dist"
rm -rf "$out"
npx vite build --outDir "$out" --emptyOutDir --logLevel warn
npx tsx scripts/precompress.ts "$out"
E2E_DIST_DIR="$out" npx vitest run --project e2e "$@"
