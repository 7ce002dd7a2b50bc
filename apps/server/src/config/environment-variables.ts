import type { Release } from './descriptions/index.js'

/** One environment variable the server reads, for docs/configuration.md. */
export interface EnvironmentVariable {
  name: string
  description: string
  /** The configuration key it overrides, if it overrides one; unset, that key's value applies. */
  overrides?: string
  /** What applies when it is unset, for a variable that overrides no key. */
  default?: string
  since: Release
}

/**
 * Every environment variable the server reads, in one place. `npm run check:config-reference` fails when the server's
 * sources read a variable missing here (`env.<NAME>`), so the list cannot fall behind the code.
 */
export const environmentVariables: EnvironmentVariable[] = [
  {
    name: 'NODE_ENV',
    description:
      'Name of the configuration profile merged over `config/default.yml`, such as `ctf` (letters, digits, `.`, `_`, `-`). A name with no profile file runs the defaults and logs a warning (not for `production` and `development`).',
    default: 'no profile',
    since: '0.1.0',
  },
  {
    name: 'SHOP_CONFIG_DIR',
    description:
      'A folder of your own profiles, searched for the `NODE_ENV` profile before the bundled `config/` folder.',
    default: 'only `config/`',
    since: '0.2.0',
  },
  {
    name: 'PORT',
    description: 'HTTP port.',
    overrides: 'server.port',
    since: '0.1.0',
  },
  {
    name: 'BASE_PATH',
    description: 'Path prefix of server-side redirects behind a path-rewriting proxy.',
    overrides: 'server.basePath',
    since: '0.1.0',
  },
  {
    name: 'WORKSHOP',
    description: 'Workshop mode on or off: `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`).',
    overrides: 'workshop.enabled',
    since: '0.2.0',
  },
  {
    name: 'TRAINER_PASSWORD',
    description:
      "The workshop trainer's password, at least 12 characters (a shorter one stops the start). Changing it ends every trainer session.",
    default:
      'one generated at the first workshop start (96 random bits), printed once in the log and kept as a hash in `$SHOP_DATA_DIR/workshop/`',
    since: '0.2.0',
  },
  {
    name: 'TRAINER_PORT',
    description: "Port of the workshop trainer's listener (console, trainer API, metrics).",
    overrides: 'workshop.trainerPort',
    since: '0.3.0',
  },
  {
    name: 'TRAINER_HOST',
    description: "Address the workshop trainer's listener binds to, such as `127.0.0.1`.",
    overrides: 'workshop.trainerHost',
    since: '0.3.0',
  },
  {
    name: 'SHOP_DATA_DIR',
    description:
      'Folder of everything the shop keeps between starts: progress, instance files, downloaded branding images, workshop teams.',
    default: '`.shop-data` in the working directory',
    since: '0.1.0',
  },
  {
    name: 'CTF_KEY',
    description:
      'Secret from which the CTF flags are derived; must match the key given to the CTF platform export.',
    default: 'the content of the `ctf.key` file',
    since: '0.1.0',
  },
  {
    name: 'SOLUTIONS_WEBHOOK',
    description:
      'Address that receives a POST for every fresh solve (used by MultiJuicer); in a workshop the payload names the team.',
    default: 'no webhook',
    since: '0.1.0',
  },
  {
    name: 'LLM_API_KEY',
    description:
      "API key of the chatbot's model server when `application.chatBot.engine` is `openai` (a local Ollama needs none).",
    default: 'no key',
    since: '0.1.0',
  },
  {
    name: 'LOG_LEVEL',
    description: "Level of the server's log: `debug`, `info`, `warn`, `error` or `silent`.",
    default: '`info`',
    since: '0.1.0',
  },
  {
    name: 'INIT_CWD',
    description:
      'Set by npm to the folder `npm run ctf-export` was started from; the export resolves relative file names against it.',
    default: 'the working directory',
    since: '0.2.0',
  },
]

/** Variables only the build and the test suites read; listed so that the completeness check knows them. */
export const buildAndTestEnvironmentVariables: EnvironmentVariable[] = [
  {
    name: 'JUICY_CODE_CACHE',
    description:
      'Used by `npm run build`: `write` makes the built server write its V8 code cache (`apps/server/dist/server.cjs.cache`) as it exits, `report` makes it print whether V8 accepted the cache.',
    default: 'the cache is only read',
    since: '0.2.0',
  },
  {
    name: 'JUICY_TEST_VIA_WORKSHOP',
    description:
      '`1` runs the server tests against a team shop inside a workshop (`npm run test:through-workshop`).',
    default: 'single shop',
    since: '0.2.0',
  },
  {
    name: 'HOSTILE_RUNS',
    description: 'Number of random hostile requests the robustness test sends.',
    default: '`40` per route',
    since: '0.2.0',
  },
  {
    name: 'HOSTILE_SEED',
    description: 'Seed of those random requests, to replay a failing run.',
    default: '`0`',
    since: '0.2.0',
  },
]
