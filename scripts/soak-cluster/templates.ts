/**
 * The balancer's and the pooler's configuration, as the soak writes them to its temporary folder.
 * The README's "Run Luz on several machines" shows these settings: keep the two in step.
 */

export interface PgbouncerSettings {
  /** Where pgbouncer listens (127.0.0.1). */
  port: number;
  /** The PostgreSQL server behind it. */
  serverHost: string;
  serverPort: number;
  database: string;
  user: string;
  /** The user list pgbouncer reads; it logs to stderr. */
  authFile: string;
}

/**
 * Transaction pooling: a server connection is lent to a client for one transaction only, so many
 * Luz processes share a few PostgreSQL connections. Debian's pgbouncer 1.18 keeps no named prepared
 * statements across transactions, and a session's LISTEN does not survive either: those go to
 * PostgreSQL directly (DATABASE_DIRECT_URL).
 */
export function pgbouncerIni(s: PgbouncerSettings): string {
  return `[databases]
${s.database} = host=${s.serverHost} port=${s.serverPort} dbname=${s.database} user=${s.user}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${s.port}
unix_socket_dir =
auth_type = trust
auth_file = ${s.authFile}
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
reserve_pool_size = 5
reserve_pool_timeout = 2
server_reset_query =
ignore_startup_parameters = extra_float_digits,options
server_check_delay = 10
log_connections = 0
log_disconnections = 0
`;
}

/** pgbouncer's user list: `auth_type = trust` reads the names only. */
export function pgbouncerUsers(user: string): string {
  return `"${user}" ""\n`;
}

export interface HaproxySettings {
  /** Where the balancer listens (127.0.0.1): PUBLIC_URL points here. */
  port: number;
  /** The Luz processes behind it. */
  servers: { name: string; port: number }[];
  /** The GET each server is checked with: `/readyz` where it exists. */
  healthPath: string;
  pidFile: string;
}

/**
 * Round robin over the Luz processes, each checked every second and taken out after three failed
 * checks; a check may take up to five seconds, so that a busy process is not taken for a dead one
 * (a dead one refuses the connection at once). A request whose connection was refused goes to another process (`option redispatch`, up
 * to `retries 3`), whatever its method: nothing of it reached Luz. A GET or HEAD whose process died
 * mid-answer is sent again to another; any other method is not, because Luz may have acted on it.
 */
export function haproxyCfg(s: HaproxySettings): string {
  const servers = s.servers
    .map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`)
    .join('\n');
  return `global
  pidfile ${s.pidFile}
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 30s
  option forwardfor
  option redispatch
  retries 3
  retry-on all-retryable-errors

frontend luz
  bind 127.0.0.1:${s.port}
  default_backend luz_processes

backend luz_processes
  balance roundrobin
  option httpchk GET ${s.healthPath}
  http-check expect status 200
  timeout check 5s
  default-server inter 1s fall 3 rise 1
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header X-Luz-Process %s
${servers}
`;
}
