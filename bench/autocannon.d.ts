// Minimal types for the part of autocannon that bench/run.ts uses. @types/autocannon exists on npm but is not a
// dependency of this repository, so this shim stands in for it.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      pipelining?: number;
      method?: string;
      headers?: Record<string, string>;
      title?: string;
    }

    /** Percentiles and summary of one histogram (latency in ms, requests per second, bytes per second). */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p0_001: number;
      p0_01: number;
      p0_1: number;
      p1: number;
      p2_5: number;
      p10: number;
      p25: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
      p99_99: number;
      p99_999: number;
    }

    interface Result {
      title?: string;
      url: string;
      connections: number;
      pipelining: number;
      duration: number;
      samples: number;
      start: Date;
      finish: Date;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram & { totalCount: number };
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }

    /** What autocannon() returns without a callback: an event emitter that can be stopped and awaited. */
    interface Instance extends PromiseLike<Result> {
      stop(): void;
      /** Every response; responseTimeMs is the full-precision latency (the result histograms keep whole ms). */
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
      catch(onRejected: (reason: unknown) => unknown): Promise<unknown>;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  function autocannon(options: autocannon.Options, callback: (err: Error | null, result: autocannon.Result) => void): autocannon.Instance;

  export default autocannon;
}
