/** Socket.IO event names shared by server and client. */
export const SocketEvents = {
  serverStarted: 'server started',
  challengeSolved: 'challenge solved',
  codeChallengeSolved: 'code challenge solved',
  notificationReceived: 'notification received',
  /** A trainer's (or the organiser's) message to the players: an `Announcement`. */
  announcement: 'announcement',
  /** The event's challenge set changed: the score board reloads the challenges. */
  challengesChanged: 'challenges changed',
  /** The trainer released a hint to the team: a `HintRelease`. */
  hintReleased: 'hint released',
  verifyLocalXssChallenge: 'verifyLocalXssChallenge',
  verifySvgInjectionChallenge: 'verifySvgInjectionChallenge',
  verifyCloseNotificationsChallenge: 'verifyCloseNotificationsChallenge',
} as const

/** Payload of the `challenge solved` event. */
export interface ChallengeSolvedNotification {
  key: string
  name: string
  /** `<name> (<description without HTML>)` */
  challenge: string
  flag: string
  hidden: boolean
  isRestore: boolean
  codingChallenge: boolean
}

/** Payload of the `code challenge solved` event: a coding phase was solved (1 "find it", 2 "fix it"). */
export interface CodeChallengeSolvedNotification {
  key: string
  codingChallengeStatus: number
}
