#!/usr/bin/env bash
# What a synchronous standby costs a commit, on this machine: a primary and one streaming standby on loopback (the
# binaries of scripts/postgres.sh run), the standby named in synchronous_standby_names = 'ANY 1 (standby)' as the
# CloudNativePG cluster of k8s/base has it, and pgbench's simple-update transactions (-N) committed with
# synchronous_commit = local (the standby not waited for), on (until the standby has flushed the commit's WAL:
# CloudNativePG's setting, k8s/base/postgres-cluster.yaml) and remote_apply (until it has applied it).
# Loopback has no network latency: in a cluster, each synchronous commit also waits one round trip to the standby's
# node. Everything lives under DIR (deleted first); both servers trust local connections, for this measurement only.
#
#   scripts/synchronous-commit-cost.sh DIR [SECONDS] [PORT]   # default 20 s per run, ports PORT and PORT+1 (25432)
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: $0 DIR [SECONDS] [PORT]" >&2; exit 2; }
dir="$(realpath -m "$1")"
seconds="${2:-20}"
primary_port="${3:-25432}"
standby_port=$((primary_port + 1))
pgbench="${PGBENCH:-pgbench}"
command -v "$pgbench" > /dev/null || { echo "pgbench is missing (Debian: postgresql-contrib)" >&2; exit 1; }

rm -rf "$dir"
mkdir -p "$dir"
# initdb, pg_ctl and postgres of scripts/postgres.sh (as root, in a user namespace of their own).
pg() { "$(dirname "$0")/postgres.sh" run "$dir" "$@"; }
stop() {
  pg pg_ctl -D "$dir/standby" -m immediate stop > /dev/null 2>&1 || true
  pg pg_ctl -D "$dir/primary" -m immediate stop > /dev/null 2>&1 || true
}
trap stop EXIT

pg initdb -D "$dir/primary" -U postgres -A trust -E UTF8 --locale=C > "$dir/initdb.log"
cat >> "$dir/primary/postgresql.conf" <<CONF
port = $primary_port
listen_addresses = 'localhost'
unix_socket_directories = '$dir'
shared_buffers = '256MB'
synchronous_standby_names = 'ANY 1 (standby)'
CONF
echo "host replication postgres 127.0.0.1/32 trust" >> "$dir/primary/pg_hba.conf"
# A cold copy of the primary's data directory is a standby's starting point (what pg_basebackup makes while it runs).
cp -a "$dir/primary" "$dir/standby"
sed -i "s/^port = $primary_port/port = $standby_port/" "$dir/standby/postgresql.conf"
cat >> "$dir/standby/postgresql.conf" <<CONF
primary_conninfo = 'host=localhost port=$primary_port user=postgres application_name=standby'
CONF
touch "$dir/standby/standby.signal"
pg pg_ctl -D "$dir/primary" -l "$dir/primary.log" -w start > /dev/null
pg pg_ctl -D "$dir/standby" -l "$dir/standby.log" -w start > /dev/null
export PGHOST=localhost PGPORT=$primary_port PGUSER=postgres
until [[ "$(psql -Atc "SELECT sync_state FROM pg_stat_replication" postgres 2>/dev/null)" == "quorum" ]]; do
  sleep 0.2
done
"$pgbench" -q -i -s 10 postgres > "$dir/pgbench-init.log" 2>&1

echo "PostgreSQL $(pg postgres --version | awk '{print $3}'), primary and synchronous standby on loopback," \
  "$(nproc) cores; pgbench -N, $seconds s per run"
printf '%-18s %8s %12s %12s\n' synchronous_commit clients "commits/s" "latency ms"
for clients in 1 8; do
  for mode in local on remote_apply; do
    out="$(PGOPTIONS="-c synchronous_commit=$mode" "$pgbench" -N -c "$clients" -j "$(( clients < 2 ? 1 : 2 ))" \
      -T "$seconds" postgres 2>&1)"
    tps="$(sed -n 's/^tps = \([0-9.]*\).*/\1/p' <<< "$out")"
    latency="$(sed -n 's/^latency average = \([0-9.]*\) ms/\1/p' <<< "$out")"
    printf '%-18s %8s %12.0f %12.3f\n' "$mode" "$clients" "$tps" "$latency"
  done
done
