import { applicationDescriptions } from './application.js'
import { productDescriptions, memoryDescriptions } from './catalogue.js'
import { challengeDescriptions, ctfDescriptions, hackingInstructorDescriptions } from './challenges.js'
import type { KeyDescriptions } from './key-description.js'
import { eventDescriptions, serverDescriptions, workshopDescriptions } from './server.js'

export { releases, type KeyDescription, type KeyDescriptions, type Release } from './key-description.js'

/**
 * What every configuration key does, by dotted path, for docs/configuration.md. The schema (../schema.ts) says what
 * a key accepts; these files say what it means. `npm run check:config-reference` fails when a schema key has no
 * description here or a description names no key.
 */
export const configKeyDescriptions: KeyDescriptions = {
  ...serverDescriptions,
  ...applicationDescriptions,
  ...challengeDescriptions,
  ...hackingInstructorDescriptions,
  ...productDescriptions,
  ...memoryDescriptions,
  ...ctfDescriptions,
  ...eventDescriptions,
  ...workshopDescriptions,
}
