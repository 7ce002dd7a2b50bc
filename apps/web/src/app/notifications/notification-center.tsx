import {
  SocketEvents,
  type ChallengeSolvedNotification,
  type CodeChallengeSolvedNotification,
} from '@juicy/contracts'
import Stack from '@mui/material/Stack'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'
import { useApplicationConfig } from '../../lib/application-config'
import { queryKeys } from '../../lib/query-keys'
import { useSocket, useSocketEvent } from '../socket-context'
import { ChallengeToast } from './challenge-toast'
import { countryDisplay, showsCountry } from './country'
import { useCountryMapping } from './country-mapping'
import {
  markChallengeSolved,
  markCodingPhaseSolved,
  restoreProgress,
  saveCodingContinueCodes,
  saveContinueCode,
} from './progress'
import { RestartNotice, type RestartState } from './restart-notice'
import { openNotificationsPayload, toastsReducer } from './toasts'

/**
 * Live notifications: challenge-solved toasts and the server-restart notice; solved coding
 * phases update the score board and their continue codes.
 */
export function NotificationCenter() {
  const { t } = useTranslation()
  const socket = useSocket()
  const queryClient = useQueryClient()
  const config = useApplicationConfig()
  const countryMode = config?.ctf?.showCountryDetailsInNotifications
  const countries = useCountryMapping(showsCountry(countryMode))
  const [toasts, dispatch] = useReducer(toastsReducer, [])
  const [restart, setRestart] = useState<RestartState | null>(null)
  const nextId = useRef(1)

  const onSolved = useCallback(
    (notification: ChallengeSolvedNotification) => {
      if (!notification.hidden) {
        dispatch({
          type: 'add',
          toast: {
            id: nextId.current++,
            key: notification.key,
            message: t('CHALLENGE_SOLVED', { challenge: notification.challenge || notification.name }),
            flag: notification.flag,
            copied: false,
          },
        })
      }
      socket?.emit(SocketEvents.notificationReceived, notification.flag)
      if (!notification.isRestore) {
        saveContinueCode().catch((error: unknown) => console.error('Could not save progress', error))
      }
      markChallengeSolved(queryClient, notification.key)
    },
    [socket, queryClient, t],
  )

  const onCodeChallengeSolved = useCallback(
    (notification: CodeChallengeSolvedNotification) => {
      saveCodingContinueCodes().catch((error: unknown) =>
        console.error('Could not save coding progress', error),
      )
      markCodingPhaseSolved(queryClient, notification.key, notification.codingChallengeStatus)
    },
    [queryClient],
  )

  const onServerStarted = useCallback(() => {
    restoreProgress()
      .then((answer) => {
        if (answer === null) return
        setRestart({ outcome: 'restored', cleared: false })
        void queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all })
      })
      .catch((error: unknown) => setRestart({ outcome: 'failed', error: messageOf(error), cleared: false }))
  }, [queryClient])

  useSocketEvent(SocketEvents.challengeSolved, onSolved)
  useSocketEvent(SocketEvents.codeChallengeSolved, onCodeChallengeSolved)
  useSocketEvent(SocketEvents.serverStarted, onServerStarted)

  const close = (id: number, closeAll: boolean): void => {
    if (closeAll) {
      socket?.emit(SocketEvents.verifyCloseNotificationsChallenge, openNotificationsPayload(toasts))
      dispatch({ type: 'closeAll' })
    } else {
      dispatch({ type: 'close', id })
    }
  }

  if (toasts.length === 0 && restart === null) return null
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 72,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(720px, calc(100% - 32px))',
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
      data-testid="notifications"
    >
      {restart && <RestartNotice state={restart} onChange={setRestart} onClose={() => setRestart(null)} />}
      {toasts.map((toast) => (
        <ChallengeToast
          key={toast.id}
          toast={toast}
          showFlag={config?.ctf?.showFlagsInNotifications === true}
          country={countryDisplay(countryMode, countries?.[toast.key])}
          onClose={(closeAll) => close(toast.id, closeAll)}
          onCopied={() => dispatch({ type: 'copied', id: toast.id })}
        />
      ))}
    </Stack>
  )
}
