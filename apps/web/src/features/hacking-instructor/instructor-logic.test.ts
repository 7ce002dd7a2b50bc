import { afterEach, describe, expect, it, vi } from 'vitest'
import { bubblePlacement, BUBBLE_WIDTH, scrollAnchorIntoView } from './placement'
import { msPerCharacter, PLAYBACK_SPEEDS } from './playback'
import { requestedTutorialName, tutorialStartUrl } from './start-request'
import { inputValue, valueChanges } from './tutorial'
import { hasTutorial, tutorialByName, tutorials } from './tutorials'

describe('playback speed', () => {
  it('types faster for faster settings', () => {
    const delays = PLAYBACK_SPEEDS.map(msPerCharacter)
    expect([...delays].sort((a, b) => a - b)).toEqual(delays)
    expect(new Set(delays).size).toBe(5)
  })

  it('plays unknown or missing settings at normal speed', () => {
    expect(msPerCharacter('warp')).toBe(msPerCharacter('normal'))
    expect(msPerCharacter(undefined)).toBe(msPerCharacter('normal'))
  })
})

describe('requestedTutorialName', () => {
  it('reads the challenge of the start route, defaulting to the Score Board', () => {
    expect(requestedTutorialName('/hacking-instructor', '?challenge=Login%20Admin')).toBe('Login Admin')
    expect(requestedTutorialName('/hacking-instructor', '')).toBe('Score Board')
  })

  it('reads other addresses only when they mention hacking-instructor', () => {
    expect(requestedTutorialName('/search', '?challenge=DOM%20XSS&hacking-instructor')).toBe('DOM XSS')
    expect(requestedTutorialName('/search', '?challenge=DOM%20XSS')).toBeNull()
    expect(requestedTutorialName('/search', '?q=hacking-instructor')).toBeNull()
  })

  it('builds the start address', () => {
    expect(tutorialStartUrl('View Basket')).toBe('/hacking-instructor?challenge=View%20Basket')
  })
})

describe('bubble placement', () => {
  const viewport = { width: 1280, height: 900 }

  it('docks bottom-right without an anchor, or when the anchor is off screen', () => {
    const docked = { bottom: 16, left: 1280 - BUBBLE_WIDTH - 16, width: BUBBLE_WIDTH }
    expect(bubblePlacement(null, viewport)).toEqual(docked)
    expect(bubblePlacement({ top: -80, bottom: -40, left: 10, right: 50 }, viewport)).toEqual(docked)
  })

  it('sits beside an anchor when there is room, to the right first', () => {
    expect(bubblePlacement({ top: 100, bottom: 140, left: 400, right: 800 }, viewport)).toEqual({
      top: 100,
      left: 812,
      width: BUBBLE_WIDTH,
    })
    expect(bubblePlacement({ top: 60, bottom: 100, left: 900, right: 1200 }, viewport)).toEqual({
      top: 60,
      left: 900 - 12 - BUBBLE_WIDTH,
      width: BUBBLE_WIDTH,
    })
  })

  it('sits below a wide anchor in the upper part of the screen, above one lower down', () => {
    expect(bubblePlacement({ top: 100, bottom: 140, left: 200, right: 1100 }, viewport)).toEqual({
      top: 152,
      left: 200,
      width: BUBBLE_WIDTH,
    })
    expect(bubblePlacement({ top: 700, bottom: 740, left: 300, right: 1000 }, viewport)).toEqual({
      bottom: 212,
      left: 300,
      width: BUBBLE_WIDTH,
    })
  })

  it('docks across the bottom of narrow screens', () => {
    expect(
      bubblePlacement({ top: 100, bottom: 140, left: 20, right: 60 }, { width: 375, height: 700 }),
    ).toEqual({
      bottom: 16,
      left: 16,
      width: 343,
    })
  })

  it('docks across the top of narrow screens when the anchor sits in their lower half, so it never covers it', () => {
    const phone = { width: 390, height: 844 }
    expect(bubblePlacement({ top: 500, bottom: 545, left: 28, right: 362 }, phone)).toEqual({
      top: 16,
      left: 16,
      width: 358,
    })
    expect(bubblePlacement({ top: 300, bottom: 345, left: 28, right: 362 }, phone)).toEqual({
      bottom: 16,
      left: 16,
      width: 358,
    })
    // Off screen, it docks at the bottom as without an anchor.
    expect(bubblePlacement({ top: 900, bottom: 945, left: 28, right: 362 }, phone)).toEqual({
      bottom: 16,
      left: 16,
      width: 358,
    })
  })
})

describe('scrolling an anchor on screen', () => {
  function place(top: number, height: number, width = 390): HTMLElement {
    vi.stubGlobal('innerWidth', width)
    vi.stubGlobal('innerHeight', 844)
    document.body.innerHTML = '<button id="submitButton">Submit</button>'
    const button = document.querySelector<HTMLElement>('#submitButton')!
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 28, y: top, width: 334, height })
    button.scrollIntoView = vi.fn()
    return button
  }
  afterEach(() => vi.unstubAllGlobals())

  it("centres an anchor below a phone's fold", () => {
    const button = place(900, 45)
    scrollAnchorIntoView(document, '#submitButton')
    expect(button.scrollIntoView).toHaveBeenCalledWith({ block: 'center' })
  })

  it('leaves an anchor already on screen, one taller than the screen, and every anchor on a wide screen', () => {
    for (const button of [place(400, 45), place(100, 3000), place(900, 45, 1280)]) {
      scrollAnchorIntoView(document, '#submitButton')
      expect(button.scrollIntoView).not.toHaveBeenCalled()
    }
  })
})

describe('step conditions', () => {
  it('checks an input value against the value it began with', () => {
    document.body.innerHTML = '<input id="field" value="1">'
    const until = inputValue('#field', (value, first) => value !== first)
    if (until.kind !== 'poll') throw new Error('poll expected')
    expect(until.watch?.(document)).toBe('1')
    expect(until.test({ document, firstValue: '1' })).toBe(false)
    document.querySelector<HTMLInputElement>('#field')!.value = '2'
    expect(until.test({ document, firstValue: '1' })).toBe(true)
    document.body.innerHTML = ''
    expect(until.test({ document, firstValue: '1' })).toBe(false)
  })

  it('notices a changed stored value', () => {
    let stored: string | undefined = '1'
    const until = valueChanges(() => stored)
    if (until.kind !== 'poll') throw new Error('poll expected')
    expect(until.test({ document, firstValue: '1' })).toBe(false)
    stored = '2'
    expect(until.test({ document, firstValue: '1' })).toBe(true)
  })
})

describe('tutorial scripts', () => {
  it('covers every challenge with a tutorial order, each ending when it is solved', () => {
    expect(tutorials.map((tutorial) => tutorial.challengeKey)).toEqual([
      'scoreBoardChallenge',
      'localXssChallenge',
      'xssBonusChallenge',
      'privacyPolicyChallenge',
      'reflectedXssChallenge',
      'exposedCredentialsChallenge',
      'loginAdminChallenge',
      'adminSectionChallenge',
      'weakPasswordChallenge',
      'basketAccessChallenge',
      'forgedFeedbackChallenge',
      'loginJimChallenge',
      'loginBenderChallenge',
    ])
    for (const tutorial of tutorials) expect(tutorial.steps.at(-1)?.until.kind).toBe('solved')
  })

  it('finds tutorials by catalogue name regardless of case, and by key', () => {
    expect(tutorialByName(' login jim ')?.challengeKey).toBe('loginJimChallenge')
    expect(tutorialByName('Login Amy')).toBeUndefined()
    expect(hasTutorial('basketAccessChallenge')).toBe(true)
    expect(hasTutorial('loginAmyChallenge')).toBe(false)
  })
})
