import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Portal from '@mui/material/Portal'
import Snackbar from '@mui/material/Snackbar'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Snackbars last 5 seconds and have an X close. */
export const SNACKBAR_DURATION_MS = 5000

export interface SnackbarMessage {
  text: string
  severity?: 'success' | 'error' | 'info'
  action?: { label: string; onClick: () => void }
}

type ShowSnackbar = (message: SnackbarMessage) => void

const SnackbarContext = createContext<ShowSnackbar>(() => undefined)

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState<(SnackbarMessage & { id: number }) | null>(null)
  const show = useCallback<ShowSnackbar>((message) => setCurrent({ ...message, id: Date.now() }), [])
  const close = useCallback(() => setCurrent(null), [])
  const value = useMemo(() => show, [show])

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {/* In a portal opened on demand, so an open dialog does not hide it from assistive technology. */}
      <Portal>
        <Snackbar
          key={current?.id}
          open={current !== null}
          autoHideDuration={SNACKBAR_DURATION_MS}
          onClose={(_event, reason) => reason !== 'clickaway' && close()}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            variant="filled"
            severity={current?.severity ?? 'info'}
            action={
              <>
                {current?.action && (
                  <Button color="inherit" size="small" onClick={current.action.onClick}>
                    {current.action.label}
                  </Button>
                )}
                <IconButton size="small" color="inherit" aria-label={t('BTN_CLOSE')} onClick={close}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            <span role="status">{current?.text}</span>
          </Alert>
        </Snackbar>
      </Portal>
    </SnackbarContext.Provider>
  )
}

export function useSnackbar(): ShowSnackbar {
  return useContext(SnackbarContext)
}
