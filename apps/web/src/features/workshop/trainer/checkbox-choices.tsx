import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'

interface CheckboxChoicesProps {
  /** Read out for the group. */
  label: string
  options: readonly string[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
}

/** A row of checkboxes choosing any of `options` (categories, tags, teams). */
export function CheckboxChoices({ label, options, chosen, onChange }: CheckboxChoicesProps) {
  const toggle = (option: string) =>
    onChange(chosen.includes(option) ? chosen.filter((item) => item !== option) : [...chosen, option])
  return (
    <FormGroup row role="group" aria-label={label}>
      {options.map((option) => (
        <FormControlLabel
          key={option}
          label={option}
          control={
            <Checkbox size="small" checked={chosen.includes(option)} onChange={() => toggle(option)} />
          }
        />
      ))}
    </FormGroup>
  )
}
