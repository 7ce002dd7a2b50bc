/** The configuration cannot give what the requested export needs (e.g. FBCTF without a country mapping). */
export class CtfExportError extends Error {
  override name = 'CtfExportError'
}
