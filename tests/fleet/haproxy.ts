/**
 * The fleet test's HAProxy configuration: the directives of src/server/deploy/haproxy.cfg (the
 * compose deployment's), with the test's loopback ports and a faster health check.
 */
export function haproxyConfig(listenPort: number, serverPorts: number[]): string {
  return `global
  maxconn 4096
  tune.bufsize 262144

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 30s
  # An idle client connection stays open longer than Kolify's own (65 s, connections.ts), whose
  # "Keep-Alive: timeout=65" reaches the client: unset, this was http-request's 30 s, and a client
  # reusing a socket idle for 30 s met the balancer's close (decision 076's race, one hop out).
  timeout http-keep-alive 75s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option http-buffer-request

frontend web
  bind 127.0.0.1:${listenPort}
  default_backend kolify

backend kolify
  balance roundrobin
  option httpchk GET /healthz/ready
  http-check expect status 200
  # A check's answer may take seconds on a starved machine: a short check timeout (it defaults to
  # inter) marked healthy processes down and the balancer answered 503 with none left.
  timeout check 5s
  default-server inter 1s fall 3 rise 1 check
${serverPorts.map((port, index) => `  server kolify${index + 1} 127.0.0.1:${port}`).join('\n')}
`;
}
