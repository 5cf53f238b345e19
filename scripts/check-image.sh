#!/usr/bin/env bash
# Checks an image archive from scripts/build-image.sh (issue 34; docs/deploy.md, "The image"): imports it with
# buildah, prints its configuration and the layout of /deployments, runs its entrypoint with --help (the
# command-line tools must be listed), then starts the service in it, as the image's user, with the embedded
# PostgreSQL, and waits until /q/health/ready answers UP on the management port, asked from this machine (buildah's
# chroot isolation shares the machine's network). Stops it and removes the container. Exits non-zero, saying why,
# on any failure.
#
#   scripts/check-image.sh target/gridmarket-<version>.tar
#
# The service listens on free ports of 127.0.0.1 only (QUARKUS_HTTP_PORT, QUARKUS_MANAGEMENT_PORT and their hosts
# are set for the run). GRIDMARKET_IMAGE_READY_SECONDS (default 300) bounds the wait; the service's output is kept
# in target/check-image.log. Run as root with buildah (apt-get install -y buildah) and curl.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORAGE_DRIVER="${STORAGE_DRIVER:-vfs}"

[[ $# -eq 1 && -f "$1" ]] || { echo "usage: $0 target/gridmarket-<version>.tar (an archive that exists)" >&2; exit 2; }
archive="$1"
ready_seconds="${GRIDMARKET_IMAGE_READY_SECONDS:-300}"
log=target/check-image.log
fail() { echo "check-image: FAILED: $*" >&2; exit 1; }
command -v buildah >/dev/null 2>&1 || fail "buildah is missing; install it with: apt-get install -y buildah"

container=""
buildah_run=""
# The processes in a root: buildah's chroot isolation runs them in this machine's process namespace, chrooted into
# the container's root file system (their /proc/PID/root).
in_root() {
  local process
  for process in /proc/[0-9]*; do
    [[ "$(readlink "$process/root" 2>/dev/null)" == "$1" ]] && echo "${process#/proc/}"
  done
  return 0
}
# The entrypoint's process: below `buildah run` come buildah's chroot helpers, then the command, all in the
# container's root; the command is the one whose executable is named like the entrypoint's first word.
entrypoint_process() {
  local process="$1" child found=""
  while child="$(ps -o pid= --ppid "$process" | head -n 1 | tr -d ' ')" && [[ -n "$child" ]]; do
    if [[ "$(readlink "/proc/$child/root" 2>/dev/null)" != / ]]; then
      found="$child"
      [[ "$(basename "$(readlink "/proc/$child/exe" 2>/dev/null)")" == "$(basename "${entrypoint[0]}")" ]] && break
    fi
    process="$child"
  done
  echo "$found"
}
# Stops the service as a platform would: TERM to the entrypoint's process, whose shutdown stops the embedded
# PostgreSQL (TERM to `buildah run` would not do: it kills its command outright, and PostgreSQL, which runs
# detached, is left running). Whatever still runs in the container's root 30 s later gets TERM, then KILL, and the
# stop fails.
stop_service() {
  local process root="" left=()
  [[ -n "$buildah_run" ]] || return 0
  process="$(entrypoint_process "$buildah_run")"
  if [[ -n "$process" ]]; then
    root="$(readlink "/proc/$process/root" 2>/dev/null || true)"
    kill -TERM "$process" 2>/dev/null || true
    for _ in $(seq 300); do kill -0 "$buildah_run" 2>/dev/null || break; sleep 0.1; done
  fi
  if [[ -n "$root" ]]; then mapfile -t left < <(in_root "$root"); fi
  if kill -0 "$buildah_run" 2>/dev/null; then left+=("$buildah_run"); fi
  buildah_run=""
  if [[ ${#left[@]} -gt 0 ]]; then
    echo "check-image: the service did not stop within 30 s; stopping ${left[*]}" >&2
    kill -TERM "${left[@]}" 2>/dev/null || true
    sleep 5
    kill -KILL "${left[@]}" 2>/dev/null || true
    return 1
  fi
}
clean_up() {
  stop_service || true
  if [[ -n "$container" ]]; then buildah rm "$container" >/dev/null 2>&1 || true; fi
}
trap clean_up EXIT

# A port nothing listens on, from the dynamic range.
free_port() {
  local port
  for _ in $(seq 100); do
    port=$((RANDOM % 16384 + 49152))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  fail "no free port found"
}

# 1. Import; the image's configuration, as the entrypoint, user, working directory and ports.
image_id="$(buildah pull --quiet "oci-archive:$archive")" || fail "buildah could not import $archive"
container="$(buildah from --quiet --pull=never "$image_id")"
config() { buildah inspect --type image --format "$1" "$image_id"; }
mapfile -t entrypoint < <(config '{{range .OCIv1.Config.Entrypoint}}{{println .}}{{end}}')
user="$(config '{{.OCIv1.Config.User}}')"
echo "image:      $image_id"
echo "entrypoint: ${entrypoint[*]}"
echo "user:       $user"
echo "workdir:    $(config '{{.OCIv1.Config.WorkingDir}}')"
echo "ports:      $(config '{{range $port, $_ := .OCIv1.Config.ExposedPorts}}{{$port}} {{end}}')"
echo "env:        $(config '{{range .OCIv1.Config.Env}}{{.}} {{end}}')"
echo "layers, oldest first:"
config '{{range .History}}{{if not .EmptyLayer}}  {{.CreatedBy}}{{println}}{{end}}{{end}}'
[[ ${#entrypoint[@]} -gt 0 ]] || fail "the image has no entrypoint"
[[ -n "$user" && "$user" != 0 && "$user" != root ]] || fail "the image runs as root (user '$user')"
run() { buildah run --isolation chroot --user "$user" "$@"; }
echo "layout of /deployments (as user $(run "$container" -- id -u)):"
run "$container" -- find /deployments -maxdepth 2 -printf '  %M %u:%g %p\n' | sort -k3

# 2. The entrypoint with --help lists the command-line tools.
help="$(run "$container" -- "${entrypoint[@]}" --help 2>&1)" || fail "'${entrypoint[*]} --help' failed: $help"
for command in simulate experiment agent; do
  grep -qw "$command" <<<"$help" || fail "'${entrypoint[*]} --help' does not list '$command':"$'\n'"$help"
done
echo "--help lists simulate, experiment and agent"

# 3. The service, with the embedded PostgreSQL, until /q/health/ready is UP from this machine.
http_port="$(free_port)"
management_port="$(free_port)"
[[ "$http_port" != "$management_port" ]] || management_port="$(free_port)"
echo "starting the service on 127.0.0.1:$http_port (management :$management_port); output in $log"
begun=$(date +%s%N)
buildah run --isolation chroot --user "$user" --env QUARKUS_HTTP_HOST=127.0.0.1 --env QUARKUS_HTTP_PORT="$http_port" \
  --env QUARKUS_MANAGEMENT_HOST=127.0.0.1 --env QUARKUS_MANAGEMENT_PORT="$management_port" \
  "$container" -- "${entrypoint[@]}" >"$log" 2>&1 &
buildah_run=$!
health=""
until health="$(curl -fsS "http://127.0.0.1:$management_port/q/health/ready" 2>/dev/null)"; do
  kill -0 "$buildah_run" 2>/dev/null || fail "the service stopped before it was ready; its last lines:"$'\n'"$(tail -n 30 "$log")"
  (( ($(date +%s%N) - begun) / 1000000000 < ready_seconds )) \
    || fail "not ready within $ready_seconds s; the last lines of $log:"$'\n'"$(tail -n 30 "$log")"
  sleep 0.5
done
ready_ms=$(( ($(date +%s%N) - begun) / 1000000 ))
grep -q '"status": *"UP"' <<<"$health" || fail "/q/health/ready answered without UP: $health"
echo "ready (UP) in $((ready_ms / 1000)).$(printf '%03d' $((ready_ms % 1000))) s from start"

# 4. The API on the public port: the demo federation's alice signs in (a token signed with the key pair the service
#    made in its data directory) and reads the strategies from the database.
token="$(curl -fsS "http://127.0.0.1:$http_port/api/auth/login" -H 'Content-Type: application/json' \
  -d '{"username":"alice","password":"demo"}' | sed -n 's/.*"accessToken" *: *"\([^"]*\)".*/\1/p')" \
  || fail "alice could not sign in on :$http_port"
[[ -n "$token" ]] || fail "the login answered no accessToken"
strategies="$(curl -fsS "http://127.0.0.1:$http_port/api/strategies" -H "Authorization: Bearer $token")" \
  || fail "GET /api/strategies failed"
grep -q '"name"' <<<"$strategies" || fail "GET /api/strategies listed no strategy: $strategies"
echo "alice signed in; GET /api/strategies answered the strategies"

# 5. TERM stops the service and its PostgreSQL; nothing is left running in the container.
stop_service || fail "the service did not stop on TERM; the last lines of $log:"$'\n'"$(tail -n 30 "$log")"
echo "stopped on TERM, nothing left running in the container"
echo "check-image: OK"
