import { describe, expect, it } from 'vitest'
import {
  canEditReview,
  canLikeReview,
  canSubmitReview,
  validateEditedReview,
  type Review,
} from './reviews-api'

const review = (author: string, liked?: boolean): Review => ({
  _id: 'r1',
  message: 'Tasty',
  author,
  likesCount: 0,
  liked,
})

describe('review rules', () => {
  it('accepts a new review that is not blank and at most 160 characters', () => {
    expect(canSubmitReview('Nice')).toBe(true)
    expect(canSubmitReview('   ')).toBe(false)
    expect(canSubmitReview('')).toBe(false)
    expect(canSubmitReview('x'.repeat(160))).toBe(true)
    expect(canSubmitReview('x'.repeat(161))).toBe(false)
  })

  it('requires 1 to 160 characters when editing', () => {
    expect(validateEditedReview('')).toBe('MANDATORY_REVIEW')
    expect(validateEditedReview('ok')).toBe(true)
    expect(validateEditedReview('x'.repeat(161))).toBe('MANDATORY_REVIEW')
  })

  it('lets only the author edit, never on anonymous reviews', () => {
    expect(canEditReview(review('jim@juice-sh.op'), 'jim@juice-sh.op')).toBe(true)
    expect(canEditReview(review('admin@juice-sh.op'), 'jim@juice-sh.op')).toBe(false)
    expect(canEditReview(review('Anonymous'), 'Anonymous')).toBe(false)
    expect(canEditReview(review('jim@juice-sh.op'), undefined)).toBe(false)
  })

  it('allows one like per review and only when logged in', () => {
    expect(canLikeReview(review('a', false), true)).toBe(true)
    expect(canLikeReview(review('a'), true)).toBe(true)
    expect(canLikeReview(review('a', true), true)).toBe(false)
    expect(canLikeReview(review('a', false), false)).toBe(false)
  })
})
