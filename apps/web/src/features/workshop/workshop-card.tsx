import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** The narrow card, centred on the page, of the workshop's join, passcode and trainer login screens. */
export function WorkshopCard({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  )
}

/** A workshop card's page heading and the line that says what to do. */
export function WorkshopCardHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
    </>
  )
}
