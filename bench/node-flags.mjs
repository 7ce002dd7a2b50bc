// Extra node flags for the benchmarks' shop, from BENCH_NODE_FLAGS: they follow npm start's own flags, so they may
// override them (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` or `--max-semi-space-size=32`). A V8 flag makes V8
// reject the build's code cache and Node's own, so cold starts timed with one are not comparable with npm start's.
export const benchNodeFlags = () => (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
