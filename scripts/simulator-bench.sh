#!/usr/bin/env bash
# Cold timings of the simulate command (issue 24), median of N runs, interleaving the jars given so that
# background load hits them alike:
#
#   scripts/simulator-bench.sh [-n RUNS] [-t TRACE:PROCESSORS] [-p "fcfs easy conservative"] JAR [JAR...]
#
# For each jar and policy it prints the median whole-process wall time and peak RSS (GNU time) and the
# median engine time (summary.json's wall_seconds: the replay alone, in the same cold JVM), then the median
# of `simulate --help`. cpu_s is user + system CPU of the whole process (all its threads, JIT and GC included):
# on a loaded machine it moves far less than the wall time does. Extra JVM flags for every run: JAVA_FLAGS="-XX:SharedArchiveFile=...". Traces come
# from GRIDMARKET_TRACES (default ../shared/traces). Also prints the load average before and after.
set -euo pipefail
runs=5; trace="SDSC-SP2-1998-4.2-cln.swf.gz:128"; policies="fcfs easy conservative"
while getopts "n:t:p:" option; do
  case "$option" in n) runs="$OPTARG";; t) trace="$OPTARG";; p) policies="$OPTARG";; *) exit 2;; esac
done
shift $((OPTIND - 1))
traces="${GRIDMARKET_TRACES:-../shared/traces}"
file="${trace%%:*}"; processors="${trace##*:}"; name="${file%%-[0-9]*}"
work="$(mktemp -d)"
median() { sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for run in $(seq "$runs"); do
  for policy in $policies help; do
    position=0
    for jar in "$@"; do
      position=$((position + 1))
      key="$position-$policy"
      if [[ "$policy" == help ]]; then
        /usr/bin/time -f '%e %M %U %S' -o "$work/time" java ${JAVA_FLAGS:-} -jar "$jar" simulate --help > /dev/null
      else
        /usr/bin/time -f '%e %M %U %S' -o "$work/time" java ${JAVA_FLAGS:-} -jar "$jar" simulate \
          --workload "$traces/$file" --site "$name:$processors" --policy "$policy" --seed 1 --no-plots \
          --out "$work/out" > /dev/null 2>&1
        grep '"wall_seconds"' "$work/out/summary.json" | tr -dc '0-9.\n' >> "$work/$key.engine"
      fi
      read -r seconds kilobytes user system < "$work/time"
      echo "$seconds" >> "$work/$key.whole"
      echo "$user $system" | awk '{print $1 + $2}' >> "$work/$key.cpu"
      echo "$kilobytes" >> "$work/$key.rss"
    done
  done
done
printf '%-4s %-13s %9s %9s %9s %8s\n' jar policy whole_s cpu_s engine_s rss_MB
position=0
for jar in "$@"; do
  position=$((position + 1))
  for policy in $policies help; do
    key="$position-$policy"
    engine="-"
    [[ -f "$work/$key.engine" ]] && engine="$(median < "$work/$key.engine")"
    printf '%-4s %-13s %9s %9s %9s %8d\n' "$position" "$policy" "$(median < "$work/$key.whole")" \
      "$(median < "$work/$key.cpu")" "$engine" \
      "$(( $(median < "$work/$key.rss") / 1024 ))"
  done
done
echo "jars: $*"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf "$work"
