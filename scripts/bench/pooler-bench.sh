#!/usr/bin/env bash
# Two signed-in reads of the built server (`npm run build` first), measured with autocannon three
# ways in turn: straight to PostgreSQL with named statements, straight to PostgreSQL with statements
# unnamed (as behind a pooler), and through pgbouncer in transaction mode. Needs Debian's pgbouncer
# and the local PostgreSQL server; BENCH_SERVER_URL names another. Prints one line per endpoint and way.
set -euo pipefail
cd "$(dirname "$0")/../.."

SERVER_URL="${BENCH_SERVER_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
DB="luz_pooler_bench_$$"
DIRECT="${SERVER_URL%/*}/${DB}"
PORT=3911
PGB_PORT=16511
POOLED="postgres://postgres@127.0.0.1:${PGB_PORT}/${DB}"
NODE=node_modules/node/bin/node
ROUNDS="${ROUNDS:-1}"
work="$(mktemp -d)"
chmod 755 "$work"

psql "$SERVER_URL" -qc "create database ${DB}"
cat >"$work/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PGB_PORT}
unix_socket_dir =
auth_type = trust
auth_file = ${work}/userlist.txt
pool_mode = transaction
ignore_startup_parameters = extra_float_digits,options
max_client_conn = 200
default_pool_size = 10
INI
echo '"postgres" ""' >"$work/userlist.txt"
chmod 644 "$work"/*
as_user=()
[ "$(id -u)" = 0 ] && as_user=(-u postgres)
/usr/sbin/pgbouncer "${as_user[@]}" -q "$work/pgbouncer.ini" &
pgbouncer=$!
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  kill "$pgbouncer" 2>/dev/null || true
  psql "$SERVER_URL" -qc "drop database if exists ${DB} with (force)" || true
  rm -rf "$work"
}
trap cleanup EXIT

start() { # database url, direct url (empty: none)
  DATABASE_URL="$1" DATABASE_DIRECT_URL="$2" PORT=$PORT HOST=127.0.0.1 DATA_DIR="$work/data" \
    DEMO_DATA=on RATE_LIMITS=off LOG_LEVEL=error PUBLIC_URL="http://127.0.0.1:${PORT}" \
    "$NODE" dist/server/main.js &
  server=$!
  until curl -sf "http://127.0.0.1:${PORT}/api/stats" >/dev/null; do sleep 0.5; done
  cookie=$(curl -s -i -X POST -H 'content-type: application/json' -H "origin: http://127.0.0.1:${PORT}" \
    -d '{"username":"sofia","password":"luz-seeker-demo"}' "http://127.0.0.1:${PORT}/api/login" |
    grep -i '^set-cookie: luz_session' | sed 's/^[Ss]et-[Cc]ookie: //; s/;.*//')
}

stop() {
  kill "$server"
  wait "$server" 2>/dev/null || true
  server=""
}

measure() { # label
  for path in /api/user /api/bookings; do
    npx autocannon -c 16 -d 3 -H "cookie=${cookie}" "http://127.0.0.1:${PORT}${path}" >/dev/null 2>&1
    npx autocannon -c 16 -d 10 -j -H "cookie=${cookie}" "http://127.0.0.1:${PORT}${path}" 2>/dev/null |
      "$NODE" -e 'let s="";process.stdin.on("data",(d)=>{s+=d}).on("end",()=>{const r=JSON.parse(s);
        console.log(`${process.argv[1]} ${process.argv[2]}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`)})' "$1" "$path"
  done
}

for round in $(seq 1 "$ROUNDS"); do
  start "$DIRECT" ""; measure "direct, named ($round)"; stop
  start "$DIRECT" "$DIRECT"; measure "direct, unnamed ($round)"; stop
  start "$POOLED" "$DIRECT"; measure "pgbouncer ($round)"; stop
done
