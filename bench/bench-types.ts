/** One benchmark: a name, what one iteration does, and the budget it must stay under. */
export type Benchmark = {
  /** The section heading in docs/benchmarks.md; also its marker, so re-runs replace it. */
  id: string;
  title: string;
  /** One unit of work; the runner calls it many times. */
  run: () => unknown;
  /** A failing run exits non-zero when the mean time per iteration is over this. */
  budgetMs: number;
  /** What one iteration is, in words: 'checklist' → 'checklists per second'. */
  unit: string;
};

export type BenchmarkResult = {
  benchmark: Benchmark;
  iterations: number;
  opsPerSecond: number;
  meanMs: number;
  p99Ms: number;
};
