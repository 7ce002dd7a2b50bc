import path from 'node:path'
import { z } from 'zod'
import { writeFileAtomically } from '../platform/atomic-file.js'
import { readJsonFile } from '../platform/json-file.js'

/** A team as the workshop remembers it across restarts (its shop's data is reseeded, its progress kept). */
export interface TeamRecord {
  name: string
  /** Changes when a team of the same name is created anew, so cookies of a deleted team stop working. */
  id: string
  createdAt: string
  passcodeHash: string
}

const teamRecords = z.array(
  z.object({ name: z.string(), id: z.string(), createdAt: z.string(), passcodeHash: z.string() }),
)

/** The team list in `<workshop folder>/teams.json`, rewritten atomically on every change (survives `kill -9`). */
export class TeamStore {
  private readonly file: string

  constructor(folder: string) {
    this.file = path.join(folder, 'teams.json')
  }

  /** The saved list; a damaged one is kept aside and the workshop starts without teams. */
  load(): TeamRecord[] {
    return readJsonFile(this.file, teamRecords, [])
  }

  save(teams: Iterable<TeamRecord>): void {
    writeFileAtomically(this.file, JSON.stringify([...teams], null, 2))
  }
}
