import { describe, expect, it } from 'vitest'
import {
  authoredComment,
  feedbackAuthor,
  feedbackThanksKey,
  isRatingChosen,
  submittedUserId,
  validateCaptchaAnswer,
  validateComment,
} from './feedback-rules'

describe('feedback author', () => {
  it('masks the first three characters of the email', () => {
    expect(feedbackAuthor('admin@juice-sh.op')).toBe('***in@juice-sh.op')
    expect(feedbackAuthor('jim@juice-sh.op')).toBe('***@juice-sh.op')
  })

  it('is anonymous without an email', () => {
    expect(feedbackAuthor(undefined)).toBe('anonymous')
    expect(feedbackAuthor('')).toBe('anonymous')
  })

  it('is appended to the comment in brackets', () => {
    expect(authoredComment('Great juice!', '***in@juice-sh.op')).toBe('Great juice! (***in@juice-sh.op)')
    expect(authoredComment('Meh', 'anonymous')).toBe('Meh (anonymous)')
  })
})

describe('feedback form rules', () => {
  it('requires a comment of at most 160 characters', () => {
    expect(validateComment('')).toBe('MANDATORY_COMMENT')
    expect(validateComment('   ')).toBe('MANDATORY_COMMENT')
    expect(validateComment('x'.repeat(160))).toBe(true)
    expect(validateComment('x'.repeat(161))).toBe('INVALID_TEXT_LENGTH')
  })

  it('accepts an integer captcha answer with an optional minus sign', () => {
    expect(validateCaptchaAnswer('')).toBe('MANDATORY_CAPTCHA')
    expect(validateCaptchaAnswer('42')).toBe(true)
    expect(validateCaptchaAnswer('-7')).toBe(true)
    expect(validateCaptchaAnswer('0')).toBe(true)
    expect(validateCaptchaAnswer('4.2')).toBe('INVALID_CAPTCHA')
    expect(validateCaptchaAnswer('--1')).toBe('INVALID_CAPTCHA')
    expect(validateCaptchaAnswer('+3')).toBe('INVALID_CAPTCHA')
    expect(validateCaptchaAnswer('abc')).toBe('INVALID_CAPTCHA')
    expect(validateCaptchaAnswer(' 1')).toBe('INVALID_CAPTCHA')
  })

  it('needs one to five stars before the form may be sent', () => {
    expect(isRatingChosen(0)).toBe(false)
    expect(isRatingChosen(1)).toBe(true)
    expect(isRatingChosen(5)).toBe(true)
    expect(isRatingChosen(6)).toBe(false)
  })

  it('thanks five stars specially', () => {
    expect(feedbackThanksKey(5)).toBe('FEEDBACK_FIVE_STAR_THANK_YOU')
    expect(feedbackThanksKey(4)).toBe('FEEDBACK_THANK_YOU')
    expect(feedbackThanksKey(0)).toBe('FEEDBACK_THANK_YOU')
  })

  it('sends the hidden user id as a number, anything typed as it is, nothing when empty', () => {
    expect(submittedUserId('')).toBeUndefined()
    expect(submittedUserId('1')).toBe(1)
    expect(submittedUserId(' 2 ')).toBe(2)
    expect(submittedUserId('abc')).toBe('abc')
  })
})
