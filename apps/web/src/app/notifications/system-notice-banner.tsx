import Box from '@mui/material/Box'
import { skipToken, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApplicationConfig } from '../../lib/application-config'
import { queryKeys } from '../../lib/query-keys'
import { local, StorageKeys } from '../../lib/storage'
import { AnnouncementAlert } from './announcement-alert'
import {
  isNoticeVisible,
  noticeFingerprint,
  noticePolling,
  parseSystemNotice,
  type SystemNotice,
} from './system-notice'

/**
 * Fetched without the shop's auth headers: the URL may belong to another service (MultiJuicer's balancer).
 * Any failure counts as "no notice", so the banner disappears rather than the page breaking.
 */
async function fetchSystemNotice(url: string): Promise<SystemNotice | null> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } })
    return response.ok ? parseSystemNotice(await response.json()) : null
  } catch (error) {
    console.error('Could not read the system-wide notification', error)
    return null
  }
}

/** The event-wide banner at the top of the shell; its message is plain text, never HTML. */
export function SystemNoticeBanner() {
  const { t } = useTranslation()
  const polling = noticePolling(useApplicationConfig())
  const [dismissed, setDismissed] = useState(() => local.get(StorageKeys.dismissedSystemNotice))
  const { data, dataUpdatedAt } = useQuery({
    queryKey: queryKeys.systemNotice(polling?.url),
    queryFn: polling ? () => fetchSystemNotice(polling.url) : skipToken,
    refetchInterval: polling?.intervalMs ?? false,
    retry: false,
  })
  // The end date is judged at each poll, so the banner goes at the first poll after it.
  if (!isNoticeVisible(data, dataUpdatedAt, dismissed)) return null

  const dismiss = (): void => {
    const fingerprint = noticeFingerprint(data)
    local.set(StorageKeys.dismissedSystemNotice, fingerprint)
    setDismissed(fingerprint)
  }
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <AnnouncementAlert
        label={t('SYSTEM_NOTICE_LABEL')}
        testId="system-notice"
        closeLabel={t('BTN_CLOSE')}
        onClose={dismiss}
      >
        {data.message}
      </AnnouncementAlert>
    </Box>
  )
}
