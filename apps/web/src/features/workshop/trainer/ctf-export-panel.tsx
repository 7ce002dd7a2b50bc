import { CTF_EXPORT_FORMATS, CTF_HINT_OPTIONS } from '@juicy/contracts'
import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../workshop-api'
import { fetchCtfExport, type CtfFormat, type CtfHints, type DownloadedFile } from './trainer-api'

const FORMAT_NAME: Record<CtfFormat, string> = { ctfd: 'CTFd', fbctf: 'FBCTF', rtb: 'RootTheBox' }

const HINTS_LABEL: Record<CtfHints, string> = {
  none: 'WORKSHOP_CTF_HINTS_NONE',
  free: 'WORKSHOP_CTF_HINTS_FREE',
  paid: 'WORKSHOP_CTF_HINTS_PAID',
}

/** Hands a fetched file to the browser's downloads. */
function saveFile({ filename, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The challenges as an import file for a CTF platform, in its format, with or without hints. The file is fetched
 * first, so that a refusal (e.g. FBCTF without a country mapping) shows its message instead of being saved.
 */
export function CtfExportPanel() {
  const { t } = useTranslation()
  const [format, setFormat] = useState<CtfFormat>('ctfd')
  const [hints, setHints] = useState<CtfHints>('none')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const download = async (): Promise<void> => {
    setBusy(true)
    setError(undefined)
    try {
      saveFile(await fetchCtfExport(format, hints))
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography>{t('WORKSHOP_CTF_INTRO')}</Typography>
      <FormControl>
        <FormLabel id="ctfFormatLabel">{t('WORKSHOP_CTF_FORMAT')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="ctfFormatLabel"
          value={format}
          onChange={(_event, value) => setFormat(value as CtfFormat)}
        >
          {CTF_EXPORT_FORMATS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={FORMAT_NAME[option]} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="ctfHintsLabel">{t('WORKSHOP_CTF_HINTS')}</FormLabel>
        <RadioGroup
          aria-labelledby="ctfHintsLabel"
          value={hints}
          onChange={(_event, value) => setHints(value as CtfHints)}
        >
          {CTF_HINT_OPTIONS.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(HINTS_LABEL[option])}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <div>
        <Button
          id="ctfDownloadButton"
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={() => void download()}
        >
          {t('WORKSHOP_CTF_DOWNLOAD', { format: FORMAT_NAME[format] })}
        </Button>
      </div>
      {error && (
        <Alert severity="error" id="ctfExportError">
          {error}
        </Alert>
      )}
    </Stack>
  )
}
