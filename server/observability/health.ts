// What GET /api/v1/health checks (ADR 0067): the database, and whatever the composition root
// registers (the job queues of the pipeline once it runs). Each check answers 'ok', 'starting', or
// what is wrong in words; any problem makes the answer 503 'unhealthy', else a check still starting
// makes it 503 'starting'.
export type CheckResult = 'ok' | 'starting' | { problem: string };
export type HealthCheck = () => Promise<CheckResult>;
export type HealthStatus = 'ok' | 'starting' | 'unhealthy';
export type HealthReport = { status: HealthStatus; checks: Record<string, string> };

/** A check that takes longer than this is reported as a problem (a stuck pool, a locked table). */
const checkTimeoutMs = 5_000;

async function run(check: HealthCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ problem: `no answer within ${checkTimeoutMs / 1000} s` }),
      checkTimeoutMs,
    );
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({
        problem: error instanceof Error ? error.message : String(error),
      })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export class HealthChecks {
  readonly #checks = new Map<string, HealthCheck>();

  /** Adds (or replaces) a named check. */
  add(name: string, check: HealthCheck): void {
    this.#checks.set(name, check);
  }

  async report(): Promise<HealthReport> {
    const entries = await Promise.all(
      [...this.#checks].map(async ([name, check]) => [name, await run(check)] as const),
    );
    const checks: Record<string, string> = {};
    let status: HealthStatus = 'ok';
    for (const [name, result] of entries) {
      if (typeof result === 'object') {
        checks[name] = result.problem;
        status = 'unhealthy';
      } else {
        checks[name] = result;
        if (result === 'starting' && status === 'ok') status = 'starting';
      }
    }
    return { status, checks };
  }
}
