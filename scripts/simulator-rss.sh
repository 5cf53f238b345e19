#!/usr/bin/env bash
# Peak RSS of whole-process replays (issue 24: memory grows with the jobs in flight, not with the trace).
# Runs BEFORE.jar and AFTER.jar interleaved, N times each, FCFS and conservative, on SDSC-SP2, SDSC-BLUE and
# HPC2N (when present), and prints the median peak RSS (GNU time's "Maximum resident set size") and wall time.
#
#   scripts/simulator-rss.sh [-n N] BEFORE.jar AFTER.jar
set -euo pipefail
runs=1
if [[ "${1:-}" == -n ]]; then runs="$2"; shift 2; fi
before="$1"; after="$2"
traces="${GRIDMARKET_TRACES:-../shared/traces}"
out="$(mktemp -d)"
uptime
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '| trace | policy | RSS MB before | RSS MB after | wall s before | wall s after |\n|---|---|---:|---:|---:|---:|\n'
for entry in SDSC-SP2-1998-4.2-cln.swf.gz:128 SDSC-BLUE-2000-4.2-cln.swf.gz:1152 HPC2N-2002-2.2-cln.swf.gz:240; do
  trace="${entry%%:*}"; processors="${entry##*:}"; name="${trace%%-[0-9]*}"
  [[ -f "$traces/$trace" ]] || { echo "| $name | – | not in $traces | | | |"; continue; }
  for policy in fcfs conservative; do
    for run in $(seq "$runs"); do
      for which in before after; do
        jar="$before"; [[ "$which" == after ]] && jar="$after"
        /usr/bin/time -v java -jar "$jar" simulate --workload "$traces/$trace" --site "$name:$processors" \
          --policy "$policy" --seed 1 --no-plots --out "$out/$which" > /dev/null 2> "$out/time"
        awk -F': ' '/Maximum resident set size/ {print int($2/1024)}' "$out/time" >> "$out/$which.rss"
        awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,p,":"); s=0; for(i=1;i<=n;i++) s=s*60+p[i]; print s}' \
          "$out/time" >> "$out/$which.wall"
      done
    done
    printf '| %s | %s | %s | %s | %s | %s |\n' "$name" "$policy" "$(median < "$out/before.rss")" \
      "$(median < "$out/after.rss")" "$(median < "$out/before.wall")" "$(median < "$out/after.wall")"
    rm -f "$out"/*.rss "$out"/*.wall
  done
done
uptime
rm -rf "$out"
