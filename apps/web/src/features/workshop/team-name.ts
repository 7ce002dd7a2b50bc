/** The server's rule for team names (apps/server/src/workshop/team-registry.ts). */
export const TEAM_NAME_PATTERN = /^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$/

/** What a player typed, as a team name: trimmed, lower case, spaces as dashes. */
export const normaliseTeamName = (typed: string): string => typed.trim().toLowerCase().replace(/\s+/g, '-')

export const isTeamName = (name: string): boolean => TEAM_NAME_PATTERN.test(name)
