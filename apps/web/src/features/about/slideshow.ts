/** The About page slideshow: 7 carousel images, 300px high, autoplay. */
export const CAROUSEL_IMAGES = ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.png', '6.jpg', '7.jpg'].map(
  (name) => `assets/public/images/carousel/${name}`,
)
export const SLIDESHOW_HEIGHT_PX = 300
export const SLIDESHOW_INTERVAL_MS = 4000

export interface Slide<T> {
  image: string
  feedback: T | undefined
}

/**
 * Pairs images with feedback so that every image and every feedback appears at least once: there are
 * as many slides as the longer list, and the shorter list repeats from its start.
 */
export function buildSlides<T>(
  feedbacks: readonly T[],
  images: readonly string[] = CAROUSEL_IMAGES,
): Slide<T>[] {
  const count = Math.max(images.length, feedbacks.length)
  return Array.from({ length: count }, (_unused, index) => ({
    image: images[index % images.length]!,
    feedback: feedbacks.length > 0 ? feedbacks[index % feedbacks.length] : undefined,
  }))
}

/** The slide after `current`, wrapping to the first. */
export function nextIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count
}

/** The slide before `current`, wrapping to the last. */
export function previousIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current - 1 + count) % count
}
