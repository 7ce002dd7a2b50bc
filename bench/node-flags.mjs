// Extra node flags for the benchmarks' shop, from BENCH_NODE_FLAGS: they follow npm start's own flags, so they may
// override them (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` or another `--max-semi-space-size`).
export const benchNodeFlags = () => (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
