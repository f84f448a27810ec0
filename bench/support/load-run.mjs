import autocannon from 'autocannon';

/**
 * One autocannon run on a path, after a 2 s warm-up that is not kept (when asked): its requests per
 * second, latency percentiles and failures, in the shape every bench result file uses.
 */
export async function loadRun({ url, headers, connections, seconds, warmUp = true }) {
  if (warmUp) await autocannon({ url, headers, connections, duration: 2 });
  const r = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}
