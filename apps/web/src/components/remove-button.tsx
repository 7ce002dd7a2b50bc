import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import IconButton from '@mui/material/IconButton'

/** The bin button that removes one row of a table (an address, a basket line, a card). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick}>
      <DeleteIcon />
    </IconButton>
  )
}
