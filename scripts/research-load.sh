#!/usr/bin/env bash
# Issue 35's two service figures on the packaged jar (embedded PostgreSQL, demo federation with its background load):
#  1. the p99 of live submissions (load-tests' Gatling scenario at RATE/s for SECONDS) without a research run, then
#     while a full experiment (EXPERIMENT, default allocation) runs in its child JVM;
#  2. the price advisor's time for 24 model hours of that demand and 10 candidate prices (owner1's CTC SP2).
#
#   scripts/research-load.sh [RATE] [SECONDS] [EXPERIMENT]      # defaults: 200, 60, allocation
#
# Needs ./mvnw -DskipTests package, traces in GRIDMARKET_TRACES (default ../shared/traces), ports 8080 and 9000;
# works in /tmp/gm-research-load (removed first).
set -euo pipefail
cd "$(dirname "$0")/.."
rate="${1:-200}"
seconds="${2:-60}"
experiment="${3:-allocation}"
dir=/tmp/gm-research-load
traces="$(realpath "${GRIDMARKET_TRACES:-../shared/traces}")"
rm -rf "$dir" && mkdir -p "$dir"
GRIDMARKET_DATA_DIR="$dir/data" GRIDMARKET_RATE_LIMITS_ENABLED=false GRIDMARKET_TRACES="$traces" \
    java -jar target/quarkus-app/quarkus-run.jar > "$dir/service.log" 2>&1 &
service=$!
trap 'kill $service 2> /dev/null; wait $service 2> /dev/null || true' EXIT
for _ in $(seq 1 240); do curl -sf localhost:9000/q/health/ready > /dev/null && break; sleep 0.5; done
login() { curl -s localhost:8080/api/auth/login -H 'Content-Type: application/json' \
    -d "{\"username\":\"$1\",\"password\":\"demo\"}" | jq -r .accessToken; }
ADMIN=$(login admin); OWNER=$(login owner1)

load() { # NAME
  ./mvnw -q -f load-tests/pom.xml gatling:test -Drates="$rate" -Dseconds="$seconds" -Dwarmup=15 > "$dir/load-$1.log" 2>&1 || true
  echo "== $1: $(grep -E '^service:' "$dir/load-$1.log" | tail -1)"
  grep -E "response time 99th percentile|mean throughput" "$dir/load-$1.log" | tail -2
}

load without-a-run
run=$(curl -s localhost:8080/api/experiments -H "Authorization: Bearer $ADMIN" -H 'Content-Type: application/json' \
    -d "{\"experiment\":\"$experiment\",\"quick\":false}" | jq .id)
sleep 10
echo "run $run: $(curl -s localhost:8080/api/experiments/$run -H "Authorization: Bearer $ADMIN" | jq -c '{state, progress}')"
load during-a-full-run
echo "run $run after: $(curl -s localhost:8080/api/experiments/$run -H "Authorization: Bearer $ADMIN" | jq -c '{state, progress}')"
curl -s -X POST localhost:8080/api/experiments/$run/cancel -H "Authorization: Bearer $ADMIN" > /dev/null

prices='[600000,800000,900000,1000000,1050000,1100000,1200000,1400000,1600000,2000000]'
for attempt in 1 2 3; do
  curl -s -o "$dir/advice-$attempt.json" -w "advice $attempt: HTTP %{http_code} in %{time_total} s\n" \
      localhost:8080/api/sites/1/price-advice -H "Authorization: Bearer $OWNER" -H 'Content-Type: application/json' \
      -d "{\"pricesMicroGdPerProcessorHour\":$prices,\"hours\":24}"
done
jq -c '{replayed, wallMillis: (.wallMillis // .replayWallMillis // null)}' "$dir/advice-3.json" 2> /dev/null || head -c 400 "$dir/advice-3.json"
