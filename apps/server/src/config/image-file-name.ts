/** Whether a configured image is given as a URL (downloaded at start) rather than as a bundled file name. */
export const isImageUrl = (image: string): boolean => /^https?:\/\//i.test(image)

/**
 * The file name the shop uses for a configured image: a URL stands for the last segment of its
 * path, URL-decoded, without query or fragment; a plain name stays as it is.
 */
export function imageFileName(image: string): string {
  if (!isImageUrl(image)) return image
  let pathname: string
  try {
    pathname = new URL(image).pathname
  } catch {
    return image
  }
  const segment = pathname.split('/').pop() ?? ''
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
