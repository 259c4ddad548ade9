import http from 'node:http';

/** A request not answered within this long counts as unanswered. */
export const answerTimeoutMs = 30_000;

export interface Answer {
  /** Milliseconds until the whole body arrived; undefined when there was no answer within answerTimeoutMs. */
  ms?: number;
  /** Undefined when the request failed (the connection broke) or had no answer. */
  status?: number;
}

/** One GET on `agent` (false: a new connection), its body read to the end. */
export const get = (url: string, agent: http.Agent | false, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
      response.on('error', () => resolve({ ms: performance.now() - started }));
    });
    request.setTimeout(answerTimeoutMs, () => {
      request.destroy();
      resolve({});
    });
    request.on('error', () => resolve({ ms: performance.now() - started }));
  });

export interface KeepAliveLoad {
  /** What every client calls, one request after another on its own keep-alive connection. */
  url: string;
  headers: Record<string, string>;
  clients: number;
  seconds: number;
  /** URLs requested on a new connection each, every probeEveryMs while the clients run. */
  probes: Record<string, string>;
  probeEveryMs: number;
}

/**
 * Runs `clients` keep-alive clients for `seconds` and probes meanwhile, as browsers that keep their connections and
 * a load balancer's probe would. Each client's last request is waited for too, so none goes uncounted.
 */
export const runKeepAliveLoad = async ({ url, headers, clients, seconds, probes, probeEveryMs }: KeepAliveLoad) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const answers: Answer[] = [];
  const probeAnswers = Object.fromEntries(Object.keys(probes).map((name) => [name, [] as Answer[]]));
  const probing: Promise<void>[] = [];
  const prober = setInterval(() => {
    for (const [name, probeUrl] of Object.entries(probes))
      probing.push(get(probeUrl, false).then((answer) => void probeAnswers[name].push(answer)));
  }, probeEveryMs);
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) answers.push(await get(url, agent, headers));
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  clearInterval(prober);
  await Promise.all(probing);
  agent.destroy();
  return { answers, probeAnswers, elapsedSeconds };
};

/** The value below which `share` (0 to 1) of `values` lie. */
export const percentile = (values: number[], share: number) =>
  values.length === 0 ? NaN : [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1];

/** A JSON call that must succeed; answers the body. */
export const apiCall = async (url: string, method: string, token?: string, body?: unknown) => {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** Registers `count` reporters through the API and approves them (ten at a time), so the Active list has rows. */
export const seedActiveReporters = async (url: string, token: string, count: number) => {
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const n = start + offset;
        const { reporter } = await apiCall(`${url}/api/reporter/register`, 'POST', token, {
          firstName: `Load${n}`,
          lastName: 'Reporter',
          mobileNumber: String(8000000000 + n),
          email: `load.reporter.${n}@example.com`,
        });
        await apiCall(`${url}/api/guest-reporter/approval/${reporter.roleID}`, 'PUT', token, { isApproved: true });
      }),
    );
  }
};
