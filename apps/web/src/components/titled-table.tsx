import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface TitledTableProps {
  /** The heading above the table; it names the table as well. */
  title: string
  /** The heading's level: `h1` for the page's own table, `h2` for a further one. */
  level?: 'h1' | 'h2'
  /** The cells of the header row. */
  head: ReactNode
  /** The body rows. */
  children: ReactNode
}

/** A compact table under a heading that names it, scrolling sideways on its own when the screen is too narrow. */
export function TitledTable({ title, level = 'h1', head, children }: TitledTableProps) {
  return (
    <>
      <Typography variant="h5" component={level} gutterBottom>
        {title}
      </Typography>
      {/* On a screen narrower than the table (phones) it scrolls sideways inside its own box. */}
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </>
  )
}
