/**
 * `text` on one line (line breaks removed) and cut to `length` characters the reference's way: the first length-1
 * characters plus "...". Used wherever the reference echoes a shortened input (review selections, deprecated-upload
 * messages), so the published answers match.
 */
export function truncated(text: string, length: number): string {
  const line = text.replace(/[\r\n]+/g, '')
  return line.length > length ? `${line.slice(0, length - 1)}...` : line
}
