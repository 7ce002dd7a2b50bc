import type { KeyDescriptions } from './key-description.js'

export const serverDescriptions: KeyDescriptions = {
  server: {
    since: '0.1.0',
    description: 'How the shop listens and how it is reached from outside.',
  },
  'server.port': {
    since: '0.1.0',
    description: 'TCP port of the HTTP server. The `PORT` environment variable overrides it.',
  },
  'server.basePath': {
    since: '0.1.0',
    description:
      'Path prefix put in front of the server-side redirects (such as the one to `/profile`) when a reverse proxy serves the shop below a sub-path. The `BASE_PATH` environment variable overrides it.',
  },
  'server.baseUrl': {
    since: '0.1.0',
    description:
      'Absolute origin of the shop as players reach it; written into the CSAF provider metadata and the `Csaf` line of `security.txt`.',
  },
  'server.outboundOrigins': {
    since: '0.1.0',
    description:
      'Our addition: further origins (such as `https://images.example.org`) the server may fetch profile images from. Empty means only the shop itself is reachable, which keeps the SSRF challenge working without exposing the host network.',
  },
  'server.diskQuotaMb': {
    since: '0.3.0',
    description:
      'Megabytes one shop may write into its instance folder beyond the shipped files (uploads, extracted archives, photos, profile images, order confirmations, logs). In workshop mode every team has its own. An upload that would go past it is refused with 507 and nothing else of the shop is lost.',
  },
  'server.uploadsPerMinute': {
    since: '0.3.0',
    description:
      'Uploads one shop accepts per minute (complaint files, profile images, photo wall); further ones answer 429. In workshop mode every team has its own budget.',
  },
}

export const eventDescriptions: KeyDescriptions = {
  event: {
    since: '0.3.0',
    description:
      "The event a single shop runs in: a challenge set and announcements for a self-paced course. In workshop mode the trainer sets the class's event from the console (challenge set, start, end and freeze times, announcements, released hints) and these keys are not used.",
  },
  'event.challenges': {
    since: '0.3.0',
    description:
      'The challenge set: `null` for every challenge, or any of `categories`, `tags` (lists of names), `minDifficulty`, `maxDifficulty` (1 to 6) and `keys` (single challenge keys). A challenge belongs to the set when its key is listed or when it matches every criterion given. Challenges outside it are shown as unavailable and cannot be solved. A name the catalogue does not have is a start-up error.',
  },
  'event.challenges.categories': {
    since: '0.3.0',
    description: 'Categories of the set, as the score board names them (e.g. `XSS`, `Injection`).',
  },
  'event.challenges.keys': {
    since: '0.3.0',
    description:
      'Single challenges of the set by key (e.g. `scoreBoardChallenge`), whatever the other criteria say.',
  },
  'event.challenges.tags': {
    since: '0.3.0',
    description: 'Tags of the set (e.g. `Tutorial`, `Good for Demos`): a challenge with any of them matches.',
  },
  'event.challenges.minDifficulty': {
    since: '0.3.0',
    description: 'The lowest difficulty (1 to 6 stars) of the set.',
  },
  'event.challenges.maxDifficulty': {
    since: '0.3.0',
    description: 'The highest difficulty (1 to 6 stars) of the set.',
  },
  'event.announcements': {
    since: '0.3.0',
    description:
      'Messages shown to every player (plain text, up to 500 characters each, at most 50), listed on the score board.',
  },
}

export const workshopDescriptions: KeyDescriptions = {
  workshop: {
    since: '0.2.0',
    description:
      'Our addition: workshop mode hosts one isolated shop per team in a single process, with a join page, a trainer console and a public scoreboard ([Trainer guide, Workshop mode](trainers.md#workshop-mode-a-whole-class-in-one-process)).',
  },
  'workshop.enabled': {
    since: '0.2.0',
    description:
      'Switches workshop mode on. The `WORKSHOP` environment variable and the `workshop` profile switch it too; off, the process serves one shop.',
  },
  'workshop.maxTeams': {
    since: '0.2.0',
    description: 'The most teams the workshop accepts; creating one more is refused.',
  },
  'workshop.selfService': {
    since: '0.2.0',
    description:
      'Whether players may create their own team on the join page. Off, only the trainer creates teams and hands out their passcodes.',
  },
  'workshop.publicScoreboard': {
    since: '0.2.0',
    description:
      'Whether the scoreboard at `/workshop/scoreboard` (and its API) answers without the trainer being logged in, e.g. for a projector, and whether live updates name teams.',
  },
  'workshop.trainerPort': {
    since: '0.3.0',
    description:
      "TCP port of the trainer's listener: the trainer console (`/workshop/trainer`), its API and `/workshop/metrics` are served there and nowhere else, so that no team's deliberate XSS runs on the console's origin. `null` means the shop's port + 1. The `TRAINER_PORT` environment variable overrides it.",
  },
  'workshop.trainerHost': {
    since: '0.3.0',
    description:
      "Address the trainer's listener binds to, e.g. `127.0.0.1` or a management network's address to keep the console away from the class. `null` means every address, as the players' port. The `TRAINER_HOST` environment variable overrides it.",
  },
  'workshop.trustProxy': {
    since: '0.3.0',
    description:
      "Whether the workshop's join page and trainer console believe a proxy's `X-Forwarded-Proto` and `X-Forwarded-Host`: on behind a TLS-terminating proxy, so that their cookies get `Secure` and the console recognises its own origin. Leave off when clients reach the shop directly.",
  },
  'workshop.scoreRestoredSolves': {
    since: '0.3.0',
    description:
      "Whether solves restored from a continue code count towards a team's score, solved count and the class's statistics. Off, they are shown as restored and left out: a continue code can come from another team.",
  },
  'workshop.selfServiceTeamsPerAddressPerHour': {
    since: '0.3.0',
    description:
      'Teams one client address may create on the join page per hour (self-service); further attempts are refused with 429. The trainer is not limited.',
  },
  'workshop.selfServiceShareOfMaxTeams': {
    since: '0.3.0',
    description:
      "Share of `workshop.maxTeams` that self-service may fill (0 to 1); the rest is the trainer's reserve, so that a class creating teams can never lock the trainer out of creating one.",
  },
}
