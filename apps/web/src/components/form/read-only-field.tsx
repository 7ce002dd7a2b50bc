import TextField from '@mui/material/TextField'

interface ReadOnlyFieldProps {
  id: string
  label: string
  value: string
}

/** A full-width field that shows who or what a form is about (author, customer, requestor) without editing. */
export function ReadOnlyField({ id, label, value }: ReadOnlyFieldProps) {
  return (
    <TextField id={id} label={label} value={value} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
  )
}
