import { SocketEvents, type ChallengeSolvedNotification } from '@juicy/contracts'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSocketEvent } from '../../app/socket-context'
import { useApplicationConfig } from '../../lib/application-config'
import { instructorSettings, type InstructorSettings } from './instructor-settings'
import { bubblePlacement, type Viewport } from './placement'
import { SpeechBubble } from './speech-bubble'
import type { Tutorial } from './tutorial'
import {
  completeStep,
  endTutorial,
  finishTutorial,
  useActiveTutorial,
  type ActiveTutorial,
} from './tutorial-store'
import { tutorialByKey } from './tutorials'
import { useAnchorRect, useRevealedAnchor } from './use-anchor-rect'
import { useStepCompletion } from './use-step-completion'
import { useTutorialStartFromUrl } from './use-tutorial-start'

/** How long the instructor stays to congratulate once the challenge is solved. */
export const FINISH_DISPLAY_MS = 6000

function currentViewport(): Viewport {
  return { width: window.innerWidth, height: window.innerHeight }
}

function useViewport(): Viewport {
  const [viewport, setViewport] = useState(currentViewport)
  useEffect(() => {
    const onResize = (): void => setViewport(currentViewport())
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return viewport
}

interface RunnerProps {
  tutorial: Tutorial
  active: ActiveTutorial
  settings: InstructorSettings
}

/** Runs one tutorial: waits for each step's completion and ends it when the challenge is solved. */
function TutorialRunner({ tutorial, active, settings }: RunnerProps) {
  const { t } = useTranslation()
  const viewport = useViewport()
  const step = active.finished ? undefined : tutorial.steps[active.step]
  const complete = useCallback(() => completeStep(active.step), [active.step])
  const onSolved = useCallback(
    (notification: ChallengeSolvedNotification) => {
      if (notification.key === tutorial.challengeKey) finishTutorial()
    },
    [tutorial.challengeKey],
  )
  useSocketEvent(SocketEvents.challengeSolved, onSolved)
  useStepCompletion(step?.until, complete)
  useRevealedAnchor(step?.anchor, active.step)
  const anchor = useAnchorRect(step?.anchor)

  useEffect(() => {
    // A script whose last step is not "solved" ends like a solved one.
    if (!active.finished && step === undefined) finishTutorial()
  }, [active.finished, step])
  useEffect(() => {
    if (!active.finished) return
    const timer = setTimeout(endTutorial, FINISH_DISPLAY_MS)
    return () => clearTimeout(timer)
  }, [active.finished])

  return (
    <SpeechBubble
      text={t(step?.text ?? 'HI_TUTORIAL_SOLVED')}
      avatarUrl={settings.avatarUrl}
      msPerCharacter={settings.msPerCharacter}
      placement={bubblePlacement(anchor, viewport)}
      highlight={anchor}
      showNext={step?.until.kind === 'next'}
      onNext={complete}
      onClose={endTutorial}
    />
  )
}

/** The hacking instructor at work: starts the tutorial the address asks for and shows the running one. */
export default function TutorialHost() {
  const config = useApplicationConfig()
  const settings = config ? instructorSettings(config) : undefined
  const active = useActiveTutorial()
  const tutorial = active ? tutorialByKey(active.challengeKey) : undefined
  useTutorialStartFromUrl(settings?.enabled)

  useEffect(() => {
    // A stored tutorial this client does not know (or no longer offers) is dropped.
    if (active && (!tutorial || settings?.enabled === false)) endTutorial()
  }, [active, tutorial, settings?.enabled])

  if (!active || !tutorial || !settings?.enabled) return null
  return <TutorialRunner key={active.challengeKey} tutorial={tutorial} active={active} settings={settings} />
}
