import type { TeamRegistry } from './team-registry.js'

/** Prometheus label values escape backslash, quote and newline; team names need none of it, but be exact. */
const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

/** `/workshop/metrics`: team-labelled series in Prometheus' text format (each team's shop keeps its own /metrics). */
export function workshopMetrics(registry: TeamRegistry): string {
  const summaries = registry.summaries()
  const lines = [
    '# HELP juiceshop_workshop_teams Teams in the workshop.',
    '# TYPE juiceshop_workshop_teams gauge',
    `juiceshop_workshop_teams ${summaries.length}`,
    '# HELP juiceshop_workshop_running_shops Team shops started since the process started.',
    '# TYPE juiceshop_workshop_running_shops gauge',
    `juiceshop_workshop_running_shops ${registry.runningCount}`,
    '# HELP juiceshop_workshop_team_challenges_solved Challenges a team has solved.',
    '# TYPE juiceshop_workshop_team_challenges_solved gauge',
    ...summaries.map(
      ({ name, solved }) => `juiceshop_workshop_team_challenges_solved{team="${label(name)}"} ${solved}`,
    ),
    '# HELP juiceshop_workshop_team_score CTF points of the challenges a team has solved.',
    '# TYPE juiceshop_workshop_team_score gauge',
    ...summaries.map(({ name, score }) => `juiceshop_workshop_team_score{team="${label(name)}"} ${score}`),
    '# HELP juiceshop_workshop_team_cheat_score Median cheat score of the fresh solves of a team.',
    '# TYPE juiceshop_workshop_team_cheat_score gauge',
    ...summaries.map(
      ({ name, totalCheatScore }) =>
        `juiceshop_workshop_team_cheat_score{team="${label(name)}"} ${totalCheatScore}`,
    ),
  ]
  return `${lines.join('\n')}\n`
}
