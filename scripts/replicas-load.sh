#!/usr/bin/env bash
# One replica against two (issue 34): the load test's submissions (load-tests/, Gatling) against one gridmarket
# process, then against two replicas of it sharing one standalone PostgreSQL, round robin. Each run's figures are
# Gatling's and the leader's own (docs/load-test.md, "What to read").
#
#   scripts/replicas-load.sh [RATES] [SECONDS]     # defaults: 500,1000,1500 and 20 s per rate
#
# Needs the packaged service (./mvnw -DskipTests package). Uses ports 8080/9000 and 8081/9001 and /tmp/gm-replicas-load
# (removed at the end); prints where each run's log is.
set -euo pipefail
cd "$(dirname "$0")/.."
rates="${1:-500,1000,1500}"
seconds="${2:-20}"
dir=/tmp/gm-replicas-load
port=55481
rm -rf "$dir"
mkdir -p "$dir"
scripts/postgres.sh start "$dir/postgres" "$port" > /dev/null
# shellcheck disable=SC1091
source "$dir/postgres/env"
pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2> /dev/null || true; done
  scripts/postgres.sh stop "$dir/postgres" > /dev/null || true
}
trap stop_all EXIT

replica() { # NAME HTTP-PORT MANAGEMENT-PORT
  GRIDMARKET_DEMO_ENABLED=true GRIDMARKET_RATE_LIMITS_ENABLED=false GRIDMARKET_REPLICA_NAME="$1" \
  GRIDMARKET_REPLICA_URL="http://localhost:$2" QUARKUS_HTTP_PORT="$2" QUARKUS_MANAGEMENT_PORT="$3" \
  GRIDMARKET_DATA_DIR="$dir/data-$1" java -Xms512m -Xmx512m -Xmn64m -jar target/quarkus-app/quarkus-run.jar \
      > "$dir/replica-$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 240); do
    curl -sf "localhost:$3/q/health/ready" > /dev/null && return
    sleep 0.5
  done
  echo "replica $1 did not become ready; see $dir/replica-$1.log" >&2
  exit 1
}

load() { # NAME URLS
  ./mvnw -q -f load-tests/pom.xml gatling:test -Drates="$rates" -Dseconds="$seconds" -Dwarmup=20 \
      -Dgridmarket.url="$2" -Dgridmarket.management-url=http://localhost:9000 > "$dir/load-$1.log" 2>&1 || true
  echo "== $1 (load-tests' summary; full log $dir/load-$1.log)"
  grep -E "submit [0-9]+/s|service:|steal:|OK=|KO=|percentile" "$dir/load-$1.log" | head -40 || true
}

replica a 8080 9000
load one-replica http://localhost:8080
replica b 8081 9001
load two-replicas http://localhost:8080,http://localhost:8081
