import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion, { type AccordionProps } from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FormEventHandler, ReactNode } from 'react'

interface FormAccordionProps {
  /** Prefix of the ids `<id>-summary` and `<id>-panel`. */
  id: string
  title: ReactNode
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Given, the page keeps the open state (to remember it); otherwise the panel does. */
  expanded?: boolean
  onChange?: AccordionProps['onChange']
  children: ReactNode
}

/** A side form of a page in an expandable panel (a new card, a coupon); the browser's validation is off. */
export function FormAccordion({ id, title, onSubmit, expanded, onChange, children }: FormAccordionProps) {
  return (
    // The page's title is the h1; a side form's summary is the next level down (MUI's default is h3).
    <Accordion expanded={expanded} onChange={onChange} slots={{ heading: 'h2' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-panel`}>
        <Typography>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-panel`}>
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} sx={{ maxWidth: 480 }}>
          {children}
        </Stack>
      </AccordionDetails>
    </Accordion>
  )
}
