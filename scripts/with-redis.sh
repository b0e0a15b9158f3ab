#!/usr/bin/env bash
# Runs a command next to a real, throw-away Redis: installs Debian's redis-server when none is present,
# starts one on 127.0.0.1:${REDIS_TEST_PORT:-56379} with no persistence (no RDB, no AOF) in a temporary
# folder of its own, runs the command with REDIS_URL (and REDIS_SERVER_PID) exported, and always
# stops the server and removes the folder on exit. Used by test-redis.sh (the gateway's shared rate
# limits across replicas).
#   bash scripts/with-redis.sh <command> [args…]
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: with-redis.sh <command> [args…]" >&2
  exit 2
fi
port="${REDIS_TEST_PORT:-56379}"

server="$(command -v redis-server || true)"
if [[ -z "$server" ]]; then
  if [[ "$(id -u)" -ne 0 ]]; then
    echo "with-redis: no redis-server on PATH and not root to install it" >&2
    exit 1
  fi
  echo "with-redis: installing Redis (Debian package redis-server)…"
  export DEBIAN_FRONTEND=noninteractive
  # Another install on the machine may hold dpkg's lock for a while: wait for it rather than fail.
  apt-get -o DPkg::Lock::Timeout=300 update -qq
  apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends redis-server >/dev/null
  server="$(command -v redis-server)"
fi
cli="$(command -v redis-cli || true)"

workdir="$(mktemp -d /tmp/storefront-redis.XXXXXX)"
pid=""

cleanup() {
  local status=$?
  if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
    # SIGTERM is Redis's own clean shutdown; with nothing to save it exits at once.
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$workdir"
  exit "$status"
}
trap cleanup EXIT INT TERM

# Loopback TCP only, no unix socket, nothing written to disk but the log, in the temporary folder.
"$server" --bind 127.0.0.1 --port "$port" --unixsocket "" --save "" --appendonly no \
  --dir "$workdir" --logfile "$workdir/redis.log" --daemonize no &
pid=$!

ready=0
for _ in $(seq 1 100); do
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  if [[ -n "$cli" ]]; then
    if [[ "$("$cli" -h 127.0.0.1 -p "$port" ping 2>/dev/null)" == "PONG" ]]; then ready=1; break; fi
  elif (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    ready=1
    break
  fi
  sleep 0.1
done
if [[ "$ready" -ne 1 ]]; then
  echo "with-redis: Redis did not start on 127.0.0.1:$port; its log:" >&2
  cat "$workdir/redis.log" >&2 || true
  exit 1
fi

export REDIS_URL="redis://127.0.0.1:$port"
export REDIS_SERVER_PID="$pid"
echo "with-redis: Redis $("$server" --version | sed -n 's/.* v=\([^ ]*\).*/\1/p') on 127.0.0.1:$port"

# Not exec: the trap must still stop the server when the command ends.
"$@"
