import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { HashRouter } from 'react-router'
import { PasswordChangeObserverContext } from '../lib/password-change-observer'
import { checkSupportPasswordPolicy } from '../lib/support-password-policy'
import { RootErrorBoundary } from './error-boundary'
import { ShopRoutes } from './router'
import { ShopThemeProvider } from './theme-provider'
import { SnackbarProvider } from './snackbar'
import { SocketProvider } from './socket-context'

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  )
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ShopThemeProvider>
          <SocketProvider>
            <SnackbarProvider>
              <PasswordChangeObserverContext value={checkSupportPasswordPolicy}>
                <HashRouter>
                  <ShopRoutes />
                </HashRouter>
              </PasswordChangeObserverContext>
            </SnackbarProvider>
          </SocketProvider>
        </ShopThemeProvider>
      </QueryClientProvider>
    </RootErrorBoundary>
  )
}
