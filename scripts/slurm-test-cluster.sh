#!/usr/bin/env bash
# A single-node Slurm for tests and demos (issue 33): munge, slurmctld and slurmd from Debian's slurm-wlm (22.05),
# everything (key, sockets, state, spool, logs, pid files) under DIR, nothing in /etc or /var. Run as root: the
# daemons run as root (SlurmUser=root) and so do the jobs of whoever submits them.
#
#   scripts/slurm-test-cluster.sh start DIR [--cpus N]   # prints the export SLURM_CONF=DIR/slurm.conf line
#   scripts/slurm-test-cluster.sh stop DIR               # cancels its jobs, stops the three daemons
#
# Ports: GRIDMARKET_SLURMCTLD_PORT (default 6817) and GRIDMARKET_SLURMD_PORT (default 6818); two clusters on one
# machine need different ports. The node is named after `hostname` and declares --cpus CPUs (default 64) whatever
# the machine has (SlurmdParameters=config_overrides), so a 64-processor test site fits on a 2-core runner.
set -euo pipefail

usage() { echo "usage: $0 start DIR [--cpus N] | stop DIR" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
command="$1"; dir="$2"; shift 2
cpus=64
while [[ $# -gt 0 ]]; do
  case "$1" in
    --cpus) cpus="$2"; shift 2 ;;
    *) usage ;;
  esac
done
ctld_port="${GRIDMARKET_SLURMCTLD_PORT:-6817}"
slurmd_port="${GRIDMARKET_SLURMD_PORT:-6818}"

# Runs a daemon's pid file's process down: TERM, up to 10 s, then KILL. A missing or stale pid file is fine.
stop_pid_file() {
  local file="$1" pid
  [[ -f "$file" ]] || return 0
  pid="$(cat "$file")"
  if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$file"
}

# Writes DIR/slurm.conf. MinJobAge keeps a finished job in slurmctld's memory for an hour, so the agent reads its
# end with `scontrol show job` (no accounting database here); KillWait is short so a cancel or time-out ends fast.
write_config() {
  local host
  host="$(hostname)"
  cat > "$dir/slurm.conf" <<EOF
# Written by scripts/slurm-test-cluster.sh: a single-node test cluster under $dir.
ClusterName=gridmarket-test
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SlurmdParameters=config_overrides
ReturnToService=2
MinJobAge=3600
KillWait=2
SchedulerParameters=sched_interval=1
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
}

start() {
  local begin key
  begin="$(date +%s.%N)"
  mkdir -p "$dir"/{munge,state,spool,log}
  # munged wants every directory above its socket searchable by all (clients of any user connect) and its key
  # 0600; a mktemp -d DIR is 0700, so DIR gets search (not read) permission for others.
  chmod go+x "$dir"
  chmod 755 "$dir/munge"
  dir="$(cd "$dir" && pwd)"
  export SLURM_CONF="$dir/slurm.conf"
  # A second start of a running cluster is a no-op.
  if [[ -f "$dir/slurmctld.pid" ]] && kill -0 "$(cat "$dir/slurmctld.pid")" 2>/dev/null; then
    echo "slurm test cluster already running in $dir"
    echo "export SLURM_CONF=$SLURM_CONF"
    return 0
  fi
  key="$dir/munge/munge.key"
  [[ -f "$key" ]] || mungekey --create --keyfile="$key"
  chmod 600 "$key"
  munged --key-file="$key" --socket="$dir/munge/munge.socket" --pid-file="$dir/munge/munged.pid" \
    --log-file="$dir/log/munged.log" --seed-file="$dir/munge/munged.seed"
  write_config
  slurmctld -f "$SLURM_CONF"
  slurmd -f "$SLURM_CONF"

  # Ready when the node is idle and a job runs to its end (about 5 s on a 2-core machine).
  local state="" job="" job_state=""
  for _ in $(seq 600); do
    state="$(sinfo --noheader --format=%t 2>/dev/null | head -n 1 || true)"
    [[ "$state" == idle ]] && break
    sleep 0.1
  done
  if [[ "$state" != idle ]]; then
    echo "the node did not become idle within 60 s (state: '${state:-none}'); see $dir/log" >&2
    exit 1
  fi
  job="$(sbatch --parsable --job-name=gm-cluster-check --output=/dev/null --wrap=true)"
  for _ in $(seq 600); do
    job_state="$(scontrol show job -o "$job" | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')"
    [[ "$job_state" == COMPLETED ]] && break
    sleep 0.1
  done
  if [[ "$job_state" != COMPLETED ]]; then
    echo "the check job $job did not complete within 60 s (state: '${job_state:-none}'); see $dir/log" >&2
    exit 1
  fi
  local took
  took="$(awk -v b="$begin" -v e="$(date +%s.%N)" 'BEGIN {printf "%.1f", e - b}')"
  echo "slurm test cluster ready in $dir after $took s" \
    "(node $(hostname), $cpus CPUs, ports $ctld_port/$slurmd_port)"
  echo "export SLURM_CONF=$SLURM_CONF"
}

stop() {
  [[ -d "$dir" ]] || return 0
  dir="$(cd "$dir" && pwd)"
  export SLURM_CONF="$dir/slurm.conf"
  # Cancel the jobs first: their slurmstepd processes outlive slurmd otherwise.
  if [[ -f "$dir/slurmctld.pid" ]] && kill -0 "$(cat "$dir/slurmctld.pid")" 2>/dev/null; then
    scancel --full --state=PENDING,RUNNING,SUSPENDED "--user=$(id -un)" 2>/dev/null || true
    for _ in $(seq 100); do
      [[ -z "$(squeue --noheader --states=RUNNING,COMPLETING,SUSPENDED --format=%i 2>/dev/null)" ]] && break
      sleep 0.1
    done
  fi
  stop_pid_file "$dir/slurmd.pid"
  stop_pid_file "$dir/slurmctld.pid"
  stop_pid_file "$dir/munge/munged.pid"
  echo "slurm test cluster in $dir stopped"
}

case "$command" in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
