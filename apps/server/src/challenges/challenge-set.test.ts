import { describe, expect, it } from 'vitest'
import { inChallengeSet } from '@juicy/contracts'
import { unknownNames } from './challenge-set.js'

const xss = { key: 'localXssChallenge', category: 'XSS', tags: ['Tutorial', 'Good for Demos'], difficulty: 1 }
const xxe = { key: 'xxeDosChallenge', category: 'XXE', tags: ['Danger Zone'], difficulty: 5 }
const admin = { key: 'loginAdminChallenge', category: 'Injection', tags: ['Tutorial'], difficulty: 2 }
const catalogue = [xss, xxe, admin]
const setOf = (selection: Parameters<typeof inChallengeSet>[1]) =>
  catalogue.filter((entry) => inChallengeSet(entry, selection)).map((entry) => entry.key)

describe('a challenge set', () => {
  it('holds every challenge without a selection', () => {
    expect(setOf(null)).toEqual(['localXssChallenge', 'xxeDosChallenge', 'loginAdminChallenge'])
  })

  it('holds what matches every criterion given: category, tag, difficulty range', () => {
    expect(setOf({ categories: ['XSS', 'XXE'] })).toEqual(['localXssChallenge', 'xxeDosChallenge'])
    expect(setOf({ tags: ['Tutorial'] })).toEqual(['localXssChallenge', 'loginAdminChallenge'])
    expect(setOf({ tags: ['Tutorial'], minDifficulty: 2 })).toEqual(['loginAdminChallenge'])
    expect(setOf({ categories: ['XSS', 'XXE'], maxDifficulty: 3 })).toEqual(['localXssChallenge'])
  })

  it('adds single keys to the criteria, and holds just those when only keys are given', () => {
    expect(setOf({ keys: ['xxeDosChallenge'] })).toEqual(['xxeDosChallenge'])
    expect(setOf({ keys: ['xxeDosChallenge'], categories: ['Injection'] })).toEqual([
      'xxeDosChallenge',
      'loginAdminChallenge',
    ])
    expect(setOf({})).toEqual([])
  })

  it('names what a selection asks for that the catalogue lacks', () => {
    expect(
      unknownNames(
        { keys: ['xxeDosChallenge', 'nope'], categories: ['XSS', 'Food'], tags: ['Fun'] },
        catalogue,
      ),
    ).toEqual(['challenge nope', 'category Food', 'tag Fun'])
    expect(unknownNames({ categories: ['XSS'], tags: ['Danger Zone'] }, catalogue)).toEqual([])
  })
})
