// autocannon ships no types; only the part the benchmarks use.
declare module 'autocannon' {
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  type Histogram = { average: number; p50: number; p99: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; non2xx: number };
  export default function autocannon(options: Options): Promise<Result>;
}
