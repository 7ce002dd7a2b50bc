/** A document the parser refuses (not well-formed, undefined entity, amplification): the message is shown. */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError'
}

/**
 * Work that would keep a real parser busy beyond its watchdog: expansion past the character budget or a read from
 * an endless device. Callers treat it exactly like the watchdog firing.
 */
export class XmlOverloadError extends Error {
  override name = 'XmlOverloadError'
}
