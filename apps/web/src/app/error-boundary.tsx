import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import i18next from 'i18next'
import { Component, useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { PageContainer } from '../components/page-container'

/**
 * A lazy page whose code could not be fetched (the shop was upgraded while the tab stayed open, or the network
 * failed), as Chromium, Firefox and Safari word it. React.lazy remembers the failed import: only a reload retries it.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  )
}

const reload = (): void => window.location.reload()

interface BoundaryProps {
  children: ReactNode
  /** The failure is forgotten when this changes (the page boundary passes the location). */
  resetKey?: string
  fallback: (error: unknown, retry: () => void) => ReactNode
}

interface BoundaryState {
  failed: boolean
  error: unknown
  resetKey: string | undefined
}

/**
 * Shows `fallback` instead of children that threw while rendering. No logging here: React itself reports every
 * error a boundary caught with console.error (the root's `onCaughtError`), so logging again would print it twice.
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey }
  }

  private readonly retry = (): void => this.setState({ failed: false, error: undefined })

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children
  }
}

interface NoticeProps {
  title: string
  retryLabel: string
  homeLabel: string
  onRetry: () => void
  /** A route of the router (the page boundary) or a plain address loaded afresh (the root boundary). */
  home: { to: string } | { href: string }
}

function FailureNotice({ title, retryLabel, homeLabel, onRetry, home }: NoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Keyboard and screen-reader users land on the message, not wherever the failed page had left the focus.
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <PageContainer maxWidth={640}>
      <Alert severity="error" data-testid="page-error">
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h1" gutterBottom>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={onRetry}>
            {retryLabel}
          </Button>
          {'to' in home ? (
            <Button component={RouterLink} to={home.to}>
              {homeLabel}
            </Button>
          ) : (
            <Button href={home.href}>{homeLabel}</Button>
          )}
        </Stack>
      </Alert>
    </PageContainer>
  )
}

function PageFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation()
  return (
    <FailureNotice
      title={t('PAGE_FAILED_TO_DISPLAY')}
      retryLabel={t('BTN_TRY_AGAIN')}
      homeLabel={t('LABEL_BACK_TO_HOMEPAGE')}
      onRetry={isChunkLoadError(error) ? reload : retry}
      home={{ to: '/search' }}
    />
  )
}

/** Around the routed page inside the shell: the top bar and side menu stay usable, and navigating recovers. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key, pathname, search } = useLocation()
  // The key alone is not enough: an address typed into the browser's bar arrives with the key "default".
  return (
    <ErrorBoundary
      resetKey={`${key} ${pathname}${search}`}
      fallback={(error, retry) => <PageFailed error={error} retry={retry} />}
    >
      {children}
    </ErrorBoundary>
  )
}

/** The root boundary's texts when the translations are not (yet) there. */
const english = {
  PAGE_FAILED_TO_DISPLAY: 'Sorry, this page could not be displayed.',
  BTN_TRY_AGAIN: 'Try again',
  LABEL_BACK_TO_HOMEPAGE: 'Back to homepage',
}

function rootText(key: keyof typeof english): string {
  return i18next.isInitialized && i18next.exists(key) ? i18next.t(key) : english[key]
}

function AppFailed() {
  return (
    <FailureNotice
      title={rootText('PAGE_FAILED_TO_DISPLAY')}
      retryLabel={rootText('BTN_TRY_AGAIN')}
      homeLabel={rootText('LABEL_BACK_TO_HOMEPAGE')}
      onRetry={reload}
      // Without a fragment, so the browser loads the shop afresh (its start route leads to the search page).
      home={{ href: './' }}
    />
  )
}

/** The last resort around the providers: everything above the page failed, so both actions load the shop again. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <AppFailed />}>{children}</ErrorBoundary>
}
