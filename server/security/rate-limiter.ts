// Failed sign-ins per user name and IP address in a sliding window (in memory: one process
// serves the API). A success clears the key.
export type Clock = () => number;

export class FailureRateLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  #recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  isBlocked(key: string): boolean {
    return this.#recent(key).length >= this.maxFailures;
  }

  recordFailure(key: string): void {
    this.#failures.set(key, [...this.#recent(key), this.now()]);
    if (this.#failures.size > 10_000) this.#prune();
  }

  clear(key: string): void {
    this.#failures.delete(key);
  }

  #prune(): void {
    for (const key of [...this.#failures.keys()]) this.#recent(key);
  }
}
