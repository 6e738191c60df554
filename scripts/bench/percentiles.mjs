// The figures every benchmark prints of its timings.

/** The p-th percentile (nearest rank) of ascending `sorted` values. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** `values` in ascending order (a copy). */
export const sorted = (values) => [...values].sort((a, b) => a - b);
