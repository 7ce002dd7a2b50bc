/**
 * Characters that may not reach the stored file name: path separators and the characters file systems or URLs
 * give a meaning to (`#` and `%` would break the image link the photo wall builds from the path).
 */
const unsafeCharacters = new Set([...'/\\?<>:*|"#%'])

/** Control characters (C0, DEL and C1) never belong in a file name. */
const isControl = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0
  return code < 0x20 || (code >= 0x7f && code <= 0x9f)
}

const safeCharacters = (name: string): string =>
  [...name].filter((char) => !unsafeCharacters.has(char) && !isControl(char)).join('')

/** Characters (not code units) kept of the original name, so a long name never ends in half a character. */
const longestStem = 100

/**
 * The stored name of a photo-wall upload: the original name without folder parts and unsafe
 * characters, lower-cased, spaces turned into `-`, then `-<epoch ms>.<ext>`. Leading dots are dropped so the
 * result is never hidden, `.` or `..`.
 */
export function memoryFileName(originalName: string, ext: 'png' | 'jpg', now = Date.now()): string {
  const lastPart = originalName.split(/[/\\]/).pop() ?? ''
  const cleaned = safeCharacters(lastPart).toLowerCase().trim().split(' ').join('-').replace(/^\.+/, '')
  const stem = [...cleaned].slice(0, longestStem).join('')
  return `${stem === '' ? 'memory' : stem}-${now}.${ext}`
}
