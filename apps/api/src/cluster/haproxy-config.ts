/** One backend process behind the proxy. */
export interface Backend {
  name: string;
  port: number;
}

/**
 * HAProxy in front of the API processes, on loopback: round robin over the processes whose
 * `/healthz` answers (checked every second, back after 1 success), with the
 * visitor's address passed on in X-Forwarded-For (the API trusts loopback proxies), and websockets
 * (voice calls) tunnelled for as long as a call lasts.
 *
 * A request is retried on another process only where it never reached one (the connection was
 * refused: a process that died) or the process refused it before doing anything (503 while it shuts
 * down): a message is never sent twice.
 */
export function haproxyConfig({ port, backends, maxConnections = 8_000 }: { port: number; backends: Backend[]; maxConnections?: number }): string {
  return `global
  maxconn ${maxConnections}

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  timeout check 10s
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure 503

frontend parley
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  # A process that died refuses the check's connection at once (out after 3 s); one that is only busy
  # (a burst of hundreds of conversations each, on shared cores, kept /healthz waiting over 3 s) gets
  # 10 s a check, so load alone does not take every process out at once ("no server is available").
  default-server inter 1s fall 3 rise 1
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}
