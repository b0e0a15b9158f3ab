#!/usr/bin/env bash
# Runs the legacy stand-in's PostgreSQL tests (vitest project legacy-pg) against a real, throw-away
# PostgreSQL cluster (scripts/with-postgres.sh installs, starts and removes it).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
# scripts/test-all.mjs asks for a JSON report to count the tests for its summary line.
if [[ -n "${VITEST_JSON:-}" ]]; then
  exec bash scripts/with-postgres.sh pnpm vitest run --project legacy-pg --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
else
  exec bash scripts/with-postgres.sh pnpm vitest run --project legacy-pg
fi
