#!/usr/bin/env bash
# Byte-identity check of the simulator (issue 24): replays the eight shared traces under FCFS, EASY and
# conservative backfilling and compares the SHA-256 of summary.json (without its wall_seconds line) and of
# jobs.csv with the digests recorded from commit c717593 in scripts/simulator-digests.txt.
#
#   scripts/simulator-identity.sh [JAR] [OUT_DIR]          # check; exit 1 on any difference
#   RECORD=1 scripts/simulator-identity.sh [JAR] [OUT_DIR] # write the digests instead (prints them)
#
# JAR defaults to target/quarkus-app/quarkus-run.jar, OUT_DIR to target/identity. Traces come from
# GRIDMARKET_TRACES (default ../shared/traces). Takes about two minutes on the 2-core machine.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
jar="${1:-target/quarkus-app/quarkus-run.jar}"
out="${2:-target/identity}"
traces="${GRIDMARKET_TRACES:-../shared/traces}"
expected="$here/simulator-digests.txt"
# trace file : site processors (the trace's MaxProcs header)
runs=(
  "CTC-SP2-1996-3.1-cln.swf.gz:338"
  "KTH-SP2-1996-2.1-cln.swf.gz:100"
  "LANL-CM5-1994-4.1-cln.swf.gz:1024"
  "LPC-EGEE-2004-1.2-cln.swf.gz:140"
  "NASA-iPSC-1993-3.1-cln.swf.gz:128"
  "SDSC-BLUE-2000-4.2-cln.swf.gz:1152"
  "SDSC-Par-1996-3.1-cln.swf.gz:400"
  "SDSC-SP2-1998-4.2-cln.swf.gz:128"
)
mkdir -p "$out"
actual="$(mktemp)"
for entry in "${runs[@]}"; do
  trace="${entry%%:*}"; processors="${entry##*:}"; name="${trace%%-[0-9]*}"
  for policy in fcfs easy conservative; do
    dir="$out/$name-$policy"
    java -jar "$jar" simulate --workload "$traces/$trace" --site "$name:$processors" --policy "$policy" \
      --seed 1 --no-plots --out "$dir" > /dev/null 2> "$dir.stderr" || { echo "FAILED $name $policy"; cat "$dir.stderr"; exit 1; }
    summary="$(grep -v '"wall_seconds"' "$dir/summary.json" | sha256sum | cut -c1-64)"
    jobs="$(sha256sum < "$dir/jobs.csv" | cut -c1-64)"
    echo "$name $policy summary.json $summary" >> "$actual"
    echo "$name $policy jobs.csv $jobs" >> "$actual"
  done
done
if [[ "${RECORD:-0}" == 1 ]]; then
  cp "$actual" "$expected"; cat "$expected"; exit 0
fi
if diff "$expected" "$actual"; then
  echo "identical: $(wc -l < "$actual") digests match $expected"
else
  echo "DIFFERENT from $expected (lines above: < expected, > actual)"; exit 1
fi
