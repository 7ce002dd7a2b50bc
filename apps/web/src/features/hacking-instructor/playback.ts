/** How fast the instructor "types" (configuration `hackingInstructor.hintPlaybackSpeed`). */

export const PLAYBACK_SPEEDS = ['faster', 'fast', 'normal', 'slow', 'slower'] as const
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number]

const MS_PER_CHARACTER: Record<PlaybackSpeed, number> = {
  faster: 10,
  fast: 20,
  normal: 35,
  slow: 55,
  slower: 80,
}

/** Milliseconds per typed character; an unknown setting plays at normal speed. */
export function msPerCharacter(speed: string | undefined): number {
  const known = PLAYBACK_SPEEDS.find((candidate) => candidate === speed)
  return MS_PER_CHARACTER[known ?? 'normal']
}
