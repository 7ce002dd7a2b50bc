/** Points per difficulty (1–6) as juice-shop-ctf-cli scores them: difficulty × [100, 125, 150, 175, 200, 225]. */
const POINTS = [100, 250, 450, 700, 1000, 1350]

/** The CTF points of a challenge of `difficulty`, as juice-shop-ctf-cli computes them. */
export function ctfPoints(difficulty: number): number {
  return POINTS[difficulty - 1] ?? 0
}
