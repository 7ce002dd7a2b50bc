import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** Centred page column used by every screen. */
export function PageContainer({ children, maxWidth = 960 }: { children: ReactNode; maxWidth?: number }) {
  return <Box sx={{ maxWidth, mx: 'auto', px: 2, py: 3 }}>{children}</Box>
}
