import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'

/**
 * `/hacking-instructor?challenge=<name>`: the instructor in the shell starts the tutorial and
 * leaves for its first page; until the configuration says whether it may, a spinner shows.
 */
export default function HackingInstructorRoute() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} data-testid="hacking-instructor-start">
      <CircularProgress />
    </Box>
  )
}
