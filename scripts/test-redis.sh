#!/usr/bin/env bash
# Runs the gateway's shared rate-limit tests (vitest project gateway-redis: two gateway replicas on
# one Redis) against a real, throw-away Redis (scripts/with-redis.sh installs, starts and stops it).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
# scripts/test-all.mjs asks for a JSON report to count the tests for its summary line.
if [[ -n "${VITEST_JSON:-}" ]]; then
  exec bash scripts/with-redis.sh pnpm vitest run --project gateway-redis --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
else
  exec bash scripts/with-redis.sh pnpm vitest run --project gateway-redis
fi
