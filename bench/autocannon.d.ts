// autocannon ships no types; only the part the benchmarks use.
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    headers?: Record<string, string>;
    requests?: (Request & { setupRequest?: (request: object) => object })[];
  };
  type Histogram = { average: number; mean: number; p50: number; p99: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
