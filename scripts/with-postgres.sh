#!/usr/bin/env bash
# Runs a command next to a real, throw-away PostgreSQL: installs Debian's postgresql when no initdb is
# present, starts a temporary cluster on 127.0.0.1:${PG_TEST_PORT:-55432} with trust auth, runs the
# command with DATABASE_URL (the cluster's `postgres` database) and PG_SERVER_PID (its postmaster)
# exported, and always stops and removes the cluster on exit. Used by test-postgres.sh (the stand-in's
# tests on PostgreSQL) and by the gateway benchmark (the stand-in on PostgreSQL).
#   bash scripts/with-postgres.sh <command> [args…]
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: with-postgres.sh <command> [args…]" >&2
  exit 2
fi
port="${PG_TEST_PORT:-55432}"

find_bindir() {
  # Newest installed major version first.
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -V -r); do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

bindir="$(find_bindir || true)"
if [[ -z "$bindir" ]]; then
  if [[ "$(id -u)" -ne 0 ]]; then
    echo "with-postgres: no PostgreSQL under /usr/lib/postgresql and not root to install it" >&2
    exit 1
  fi
  echo "with-postgres: installing PostgreSQL (Debian package postgresql)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  bindir="$(find_bindir)"
fi

# initdb refuses to run as root, so when we are root the cluster belongs to the postgres user.
run_as_owner() { "$@"; }
if [[ "$(id -u)" -eq 0 ]]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi
  run_as_owner() { runuser -u postgres -- "$@"; }
fi

workdir="$(mktemp -d /tmp/storefront-pg.XXXXXX)"
chmod 755 "$workdir"
datadir="$workdir/data"
started=0

cleanup() {
  local status=$?
  if [[ "$started" -eq 1 ]]; then
    run_as_owner "$bindir/pg_ctl" -D "$datadir" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$workdir"
  exit "$status"
}
trap cleanup EXIT INT TERM

if [[ "$(id -u)" -eq 0 ]]; then chown postgres "$workdir"; fi

run_as_owner "$bindir/initdb" -D "$datadir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
# Only loopback TCP; the socket lives in the temporary folder so it collides with nothing.
run_as_owner "$bindir/pg_ctl" -D "$datadir" -l "$workdir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$workdir -c fsync=off" start >/dev/null
started=1

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
PG_SERVER_PID="$(head -n 1 "$datadir/postmaster.pid")"
export PG_SERVER_PID
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

# Not exec: the trap must still stop the cluster when the command ends.
"$@"
