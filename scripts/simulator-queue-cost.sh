#!/usr/bin/env bash
# Cost per job of conservative backfilling against the mean queue length (issue 24), for the eight shared
# traces, for one or more jars (interleaved per trace):
#
#   scripts/simulator-queue-cost.sh JAR [JAR...]
#
# Each jar replays each trace with `--policy conservative --repeat 2`. Reported per jar: µs per job of the
# replaying thread's CPU time (load on other cores barely moves it) for the first replay (cold JVM) and the
# second, and the wall time of the second. The mean queue length is Little's law on the output,
# Σ wait / (last end − first submit): the time-averaged number of jobs waiting. POLICY=easy for another policy.
set -euo pipefail
traces="${GRIDMARKET_TRACES:-../shared/traces}"
policy="${POLICY:-conservative}"
work="$(mktemp -d)"
printf '%-10s %8s %10s' trace jobs mean_queue
position=0
for jar in "$@"; do position=$((position + 1)); printf ' %12s %12s %10s' "cold_us/job$position" "warm_us/job$position" "warm_s$position"; done
echo
for entry in CTC-SP2-1996-3.1-cln.swf.gz:338 KTH-SP2-1996-2.1-cln.swf.gz:100 LANL-CM5-1994-4.1-cln.swf.gz:1024 \
    LPC-EGEE-2004-1.2-cln.swf.gz:140 NASA-iPSC-1993-3.1-cln.swf.gz:128 SDSC-BLUE-2000-4.2-cln.swf.gz:1152 \
    SDSC-Par-1996-3.1-cln.swf.gz:400 SDSC-SP2-1998-4.2-cln.swf.gz:128; do
  trace="${entry%%:*}"; processors="${entry##*:}"; name="${trace%%-[0-9]*}"
  line=""
  for jar in "$@"; do
    java -jar "$jar" simulate --workload "$traces/$trace" --site "$name:$processors" --policy "$policy" --seed 1 \
      --no-plots --out "$work/out" --repeat 2 2> /dev/null > "$work/stdout"
    jobs="$(grep -o '"jobs" : [0-9]*' "$work/out/summary.json" | head -1 | tr -dc '0-9')"
    cold="$(grep 'replay 1:' "$work/stdout" | sed -E 's/.* ([0-9.]+) s CPU.*/\1/')"
    warm="$(grep 'replay 2:' "$work/stdout" | sed -E 's/.* ([0-9.]+) s CPU.*/\1/')"
    wall="$(grep 'replay 2:' "$work/stdout" | sed -E 's/.*: ([0-9.]+) s wall.*/\1/')"
    line="$line $(awk -v c="$cold" -v w="$warm" -v j="$jobs" -v s="$wall" 'BEGIN {printf " %12.1f %12.1f %10.2f", c / j * 1e6, w / j * 1e6, s}')"
  done
  queue="$(awk -F, 'NR > 1 && $9 != "" {wait += $9; if (first == "" || $4 < first) first = $4; if ($6 > last) last = $6}
    END {printf "%.1f", wait / (last - first)}' "$work/out/jobs.csv")"
  printf '%-10s %8s %10s%s\n' "$name" "$jobs" "$queue" "$line"
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf "$work"
