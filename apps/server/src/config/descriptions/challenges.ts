import type { KeyDescriptions } from './key-description.js'

export const challengeDescriptions: KeyDescriptions = {
  challenges: {
    since: '0.1.0',
    description: 'How challenges are offered, announced and helped with, and values some of them check.',
  },
  'challenges.showSolvedNotifications': {
    since: '0.1.0',
    description:
      'Whether a solved challenge is announced with a notification in the client (solves are recorded either way).',
  },
  'challenges.showHints': {
    since: '0.1.0',
    description: 'Whether hints are seeded and shown on the score board.',
  },
  'challenges.showMitigations': {
    since: '0.1.0',
    description: 'Whether solved challenges link to advice on preventing their vulnerability.',
  },
  'challenges.codingChallengesEnabled': {
    since: '0.1.0',
    description:
      'Coding challenges (find the vulnerable lines, pick the fix): `never`, `solved` (offered once the hacking challenge is solved) or `always`.',
  },
  'challenges.restrictToTutorialsFirst': {
    since: '0.1.0',
    description:
      'Tutorial mode: each difficulty unlocks only after its tutorial challenges are solved. Needs `hackingInstructor.isEnabled`.',
  },
  'challenges.overwriteUrlForProductTamperingChallenge': {
    since: '0.1.0',
    description:
      "The address players must put into the tampering product's link to solve Product Tampering (see `products[].urlForProductTamperingChallenge`).",
  },
  'challenges.overwriteUrlForCsrfChallenge': {
    since: '0.1.0',
    description:
      'The foreign origin named in the CSRF challenge, from which the forged request is expected to come.',
  },
  'challenges.xssBonusPayload': {
    since: '0.1.0',
    description: 'The HTML players inject in the Bonus Payload challenge; its description quotes it.',
  },
  'challenges.safetyMode': {
    since: '0.1.0',
    description:
      '`enabled` switches off every challenge that is risky to host (code execution, XXE and the like). `auto` and `disabled` keep them all on: here they run in a sandbox that cannot reach the host.',
  },
  'challenges.csafHashValue': {
    since: '0.1.0',
    description: 'The checksum players must submit in the Security Advisory challenge.',
  },
  'challenges.metricsIgnoredUserAgents': {
    since: '0.1.0',
    description:
      'User-agent fragments of monitoring tools whose requests to `/metrics` do not solve Exposed Metrics, so a Prometheus scrape never solves it by accident.',
  },
}

export const hackingInstructorDescriptions: KeyDescriptions = {
  hackingInstructor: {
    since: '0.1.0',
    description: 'The interactive tutorials that walk a player through their first challenges.',
  },
  'hackingInstructor.isEnabled': {
    since: '0.1.0',
    description: 'Whether tutorials are offered.',
  },
  'hackingInstructor.avatarImage': {
    since: '0.1.0',
    description: "The tutor's picture: a bundled file name or an `http(s)` URL downloaded at start.",
  },
  'hackingInstructor.hintPlaybackSpeed': {
    since: '0.1.0',
    description: 'How fast the tutorial texts play.',
  },
}

export const ctfDescriptions: KeyDescriptions = {
  ctf: {
    since: '0.1.0',
    description:
      'Capture-the-flag events: flags in notifications, countries for FBCTF and an event-wide notice ([Trainer guide, CTF flags and export](trainers.md#a-ctf-flags-and-the-export-to-ctfd-fbctf-or-rootthebox)).',
  },
  'ctf.showFlagsInNotifications': {
    since: '0.1.0',
    description:
      "Whether a solve notification shows the challenge's flag, to be entered on the CTF platform. Needs `challenges.showSolvedNotifications`.",
  },
  'ctf.showCountryDetailsInNotifications': {
    since: '0.1.0',
    description:
      "For FBCTF's world map: whether a solve notification shows the challenge's country by `name`, `flag`, `both` or `none`. Needs `ctf.showFlagsInNotifications`.",
  },
  'ctf.countryMapping': {
    since: '0.1.0',
    description:
      'Country of each challenge for FBCTF, by challenge key; served at `GET /rest/country-mapping` (which fails while `~`).',
  },
  'ctf.countryMapping.*.name': {
    since: '0.1.0',
    description: 'Country name.',
  },
  'ctf.countryMapping.*.code': {
    since: '0.1.0',
    description: 'Two-letter ISO 3166 country code.',
  },
  'ctf.systemWideNotifications': {
    since: '0.1.0',
    description:
      'A notice shown to every player of an event, fetched from an address the organisers control.',
  },
  'ctf.systemWideNotifications.url': {
    since: '0.1.0',
    description: 'Address the clients poll for `{ message, enabled, updatedAt }`; no notice while `~`.',
  },
  'ctf.systemWideNotifications.pollFrequencySeconds': {
    since: '0.1.0',
    description: 'Seconds between two polls; must be positive when `url` is set.',
  },
}
