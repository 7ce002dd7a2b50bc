import { describe, expect, it } from 'vitest'
import { buildSlides, CAROUSEL_IMAGES, nextIndex, previousIndex } from './slideshow'

describe('feedback slideshow', () => {
  it('uses the seven carousel images, 5.png being the only PNG', () => {
    expect(CAROUSEL_IMAGES).toHaveLength(7)
    expect(CAROUSEL_IMAGES.filter((image) => image.endsWith('.png'))).toEqual([
      'assets/public/images/carousel/5.png',
    ])
  })

  it('shows every image once when there are fewer feedbacks, repeating the feedback', () => {
    const slides = buildSlides(['a', 'b', 'c'])
    expect(slides.map((slide) => slide.image)).toEqual(CAROUSEL_IMAGES)
    expect(slides.map((slide) => slide.feedback)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a'])
  })

  it('shows every feedback once when there are more feedbacks, repeating the images', () => {
    const feedbacks = Array.from({ length: 9 }, (_unused, index) => index)
    const slides = buildSlides(feedbacks)
    expect(slides.map((slide) => slide.feedback)).toEqual(feedbacks)
    expect(slides[7]?.image).toBe(CAROUSEL_IMAGES[0])
    expect(slides[8]?.image).toBe(CAROUSEL_IMAGES[1])
  })

  it('still shows the images without any feedback', () => {
    const slides = buildSlides([])
    expect(slides).toHaveLength(7)
    expect(slides.every((slide) => slide.feedback === undefined)).toBe(true)
  })

  it('cycles forwards and backwards around the ends', () => {
    expect(nextIndex(0, 7)).toBe(1)
    expect(nextIndex(6, 7)).toBe(0)
    expect(previousIndex(0, 7)).toBe(6)
    expect(previousIndex(3, 7)).toBe(2)
    expect(nextIndex(0, 0)).toBe(0)
    expect(previousIndex(0, 0)).toBe(0)
  })
})
