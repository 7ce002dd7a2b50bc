// vuln-code-snippet start missingEncodingChallenge
// vuln-code-snippet hide-start missingEncodingChallenge
/**
 * Share link of one memory: the caption plus the shop's Twitter handle. The caption goes into the URL
 * as stored, so its `#` words end up in the fragment and get lost (the same mistake as the image path).
 */
// vuln-code-snippet hide-end missingEncodingChallenge
export function memoryShareUrl(caption: string, handle: string): string {
  return `https://twitter.com/intent/tweet?text=${caption} ${handle}` // vuln-code-snippet vuln-line missingEncodingChallenge
}
// vuln-code-snippet end missingEncodingChallenge
