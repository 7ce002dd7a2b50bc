import { logoUrl, type ApplicationConfig } from '../../lib/application-config'
import { msPerCharacter } from './playback'

export interface InstructorSettings {
  enabled: boolean
  avatarUrl: string
  msPerCharacter: number
}

export const DEFAULT_AVATAR = 'JuicyBot.png'

export function instructorSettings(config: ApplicationConfig): InstructorSettings {
  const instructor = config.hackingInstructor ?? {}
  return {
    enabled: instructor.isEnabled !== false,
    // Image keys take a file name or a URL whose last segment names the stored file, like the logo.
    avatarUrl: logoUrl(instructor.avatarImage || DEFAULT_AVATAR),
    msPerCharacter: msPerCharacter(instructor.hintPlaybackSpeed),
  }
}
