#!/usr/bin/env bash
# gridmarket beside CloudSim Plus 8.5.7 (issue 35 E): SDSC-SP2 replayed under FCFS on 128 processors by both,
# interleaved, N times each in one run on the same machine.
#
#   scripts/bench-vs-cloudsimplus.sh [-n RUNS] [-t TRACE_FILE] [-p PROCESSORS]
#
# Builds bench/cloudsimplus (its own Maven project; the first build downloads CloudSim Plus from Maven Central)
# and needs target/quarkus-app (./mvnw -B package -DskipTests). gridmarket runs through bin/gridmarket with the
# default outputs (summary.json, jobs.csv, timeseries.csv, the schedule as SWF); CloudSim Plus through its runner on a plain JVM.
# Per run it records the whole process's wall time, CPU time and peak RSS (GNU time -v) and each side's own replay time:
# gridmarket's summary.json wall_seconds (reading the trace and replaying it, streamed), CloudSim Plus's
# read_seconds (SwfWorkloadFileReader) plus replay_seconds (CloudSimPlus.start()). It prints the medians, the
# ratios, the load average before and after, and checks our results against the recorded identity digests
# (scripts/simulator-digests.txt, "SDSC-SP2 fcfs"). Traces come from GRIDMARKET_TRACES (default
# ../shared/traces). CLOUDSIMPLUS_JAVA_OPTS passes JVM options to the CloudSim Plus side (default: none).
set -euo pipefail
runs=3; trace_file="SDSC-SP2-1998-4.2-cln.swf.gz"; processors=128
while getopts "n:t:p:" option; do
  case "$option" in n) runs="$OPTARG";; t) trace_file="$OPTARG";; p) processors="$OPTARG";; *) exit 2;; esac
done
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
traces="${GRIDMARKET_TRACES:-../shared/traces}"
trace="$traces/$trace_file"
name="${trace_file%%-[0-9]*}"
[[ -f "$trace" ]] || { echo "no trace $trace (set GRIDMARKET_TRACES)" >&2; exit 1; }
[[ -f target/quarkus-app/quarkus-run.jar ]] || { echo "build first: ./mvnw -B package -DskipTests" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "GNU time is missing: apt-get install time" >&2; exit 1; }

bench="$root/bench/cloudsimplus"
if ! ./mvnw -B -q -o -f "$bench/pom.xml" package > /dev/null 2>&1; then
  ./mvnw -B -q -f "$bench/pom.xml" package
fi
classpath="$bench/target/classes:$bench/target/lib/*"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
median() { sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
wall() { awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,p,":"); s=0; for(i=1;i<=n;i++) s=s*60+p[i]; print s}' "$1"; }
rss_mb() { awk -F': ' '/Maximum resident set size/ {printf "%d\n", $2/1024}' "$1"; }
cpu() { awk -F': ' '/User time|System time/ {s += $2} END {printf "%.2f\n", s}' "$1"; }

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) processors)"
for run in $(seq "$runs"); do
  /usr/bin/time -v bin/gridmarket simulate --workload "$trace" --site "$name:$processors" --policy fcfs \
    --seed 1 --out "$work/ours" > /dev/null 2> "$work/ours.time"
  wall "$work/ours.time" >> "$work/ours.wall"
  cpu "$work/ours.time" >> "$work/ours.cpu"
  rss_mb "$work/ours.time" >> "$work/ours.rss"
  grep '"wall_seconds"' "$work/ours/summary.json" | tr -dc '0-9.\n' | awk '{printf "%.3f\n", $1}' \
    >> "$work/ours.replay"
  digest_summary="$(grep -v '"wall_seconds"' "$work/ours/summary.json" | sha256sum | cut -c1-64)"
  digest_jobs="$(sha256sum < "$work/ours/jobs.csv" | cut -c1-64)"
  printf '%s fcfs summary.json %s\n%s fcfs jobs.csv %s\n' "$name" "$digest_summary" "$name" "$digest_jobs" \
    >> "$work/digests"

  # shellcheck disable=SC2086
  /usr/bin/time -v java ${CLOUDSIMPLUS_JAVA_OPTS:-} -cp "$classpath" org.gridmarket.bench.CloudSimPlusReplay \
    "$trace" "$processors" > "$work/theirs.out" 2> "$work/theirs.time"
  wall "$work/theirs.time" >> "$work/theirs.wall"
  cpu "$work/theirs.time" >> "$work/theirs.cpu"
  rss_mb "$work/theirs.time" >> "$work/theirs.rss"
  line="$(cat "$work/theirs.out")"
  read_s="$(sed 's/.*read_seconds=\([0-9.]*\).*/\1/' <<< "$line")"
  replay_s="$(sed 's/.*replay_seconds=\([0-9.]*\).*/\1/' <<< "$line")"
  echo "$read_s $replay_s" | awk '{print $1 + $2}' >> "$work/theirs.replay"
  echo "$replay_s" >> "$work/theirs.loop"
  echo "run $run: ours $(tail -1 "$work/ours.wall") s (CPU $(tail -1 "$work/ours.cpu") s)," \
    "$(tail -1 "$work/ours.rss") MB, replay $(tail -1 "$work/ours.replay") s | CloudSim Plus" \
    "$(tail -1 "$work/theirs.wall") s (CPU $(tail -1 "$work/theirs.cpu") s)," \
    "$(tail -1 "$work/theirs.rss") MB, $line | load $(cut -d' ' -f1 /proc/loadavg)"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

ours_wall="$(median < "$work/ours.wall")"; theirs_wall="$(median < "$work/theirs.wall")"
ours_replay="$(median < "$work/ours.replay")"; theirs_replay="$(median < "$work/theirs.replay")"
theirs_loop="$(median < "$work/theirs.loop")"
ours_cpu="$(median < "$work/ours.cpu")"; theirs_cpu="$(median < "$work/theirs.cpu")"
ours_rss="$(median < "$work/ours.rss")"; theirs_rss="$(median < "$work/theirs.rss")"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.1f", a / b}'; }
echo
echo "$name, FCFS, $processors processors, median of $runs interleaved runs"
echo "| | gridmarket | CloudSim Plus 8.5.7 | ratio | target |"
echo "|---|---:|---:|---:|---:|"
echo "| whole process, s | $ours_wall | $theirs_wall | $(ratio "$theirs_wall" "$ours_wall")× | ≥ 4× |"
echo "| whole process CPU (user + system), s | $ours_cpu | $theirs_cpu | $(ratio "$theirs_cpu" "$ours_cpu")× | |"
echo "| replay (reading included), s | $ours_replay | $theirs_replay | $(ratio "$theirs_replay" "$ours_replay")× | ≥ 10× |"
echo "| CloudSim Plus's event loop alone, s | | $theirs_loop | $(ratio "$theirs_loop" "$ours_replay")× | |"
echo "| peak RSS, MB | $ours_rss | $theirs_rss | $(ratio "$theirs_rss" "$ours_rss")× | ≥ 5× |"
echo
expected="$(grep "^$name fcfs " scripts/simulator-digests.txt || true)"
if [[ -z "$expected" ]]; then
  echo "no recorded digests for $name fcfs in scripts/simulator-digests.txt"
elif [[ "$(sort -u "$work/digests")" == "$(sort -u <<< "$expected")" ]]; then
  echo "identical: every run's summary.json and jobs.csv match the recorded digests ($name fcfs)"
else
  echo "DIFFERENT from scripts/simulator-digests.txt:"; sort -u "$work/digests"; exit 1
fi
