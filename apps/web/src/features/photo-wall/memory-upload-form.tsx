import AddAPhotoIcon from '@mui/icons-material/AddAPhoto'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { messageOf } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import { readImageKind } from './image-signature'
import { uploadMemory } from './memories-api'

const ACCEPTED_TYPES = 'image/png,image/jpeg'

/** Object URL of the picked image for the preview, released when the pick changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return undefined
    const created = URL.createObjectURL(file)
    setUrl(created)
    return () => {
      URL.revokeObjectURL(created)
      setUrl(null)
    }
  }, [file])
  return url
}

/** Pick a PNG or JPEG, see it, caption it, post it (logged-in users only). */
export function MemoryUploadForm() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const showSnackbar = useSnackbar()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [caption, setCaption] = useState('')
  const [captionTouched, setCaptionTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  // A new key remounts the file input, which is the only way to clear its selection.
  const [inputKey, setInputKey] = useState(0)
  const preview = usePreviewUrl(file)
  const captionMissing = caption.trim() === ''

  const reset = (): void => {
    setFile(null)
    setCaption('')
    setCaptionTouched(false)
    setInputKey((key) => key + 1)
  }

  const pick = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const picked = event.target.files?.[0] ?? null
    if (picked && (await readImageKind(picked)) === null) {
      setFile(null)
      setFileError(t('INVALID_FILE_TYPE', { type: 'PNG, JPEG' }))
      setInputKey((key) => key + 1)
      return
    }
    setFileError(null)
    setFile(picked)
  }

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    if (!file || captionMissing) return
    setBusy(true)
    try {
      await uploadMemory(file, caption.trim())
      showSnackbar({ text: t('IMAGE_UPLOAD_SUCCESS'), severity: 'success' })
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
    } finally {
      setBusy(false)
      reset()
      await queryClient.invalidateQueries({ queryKey: queryKeys.memories })
    }
  }

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent component="form" noValidate onSubmit={(event) => void submit(event)} id="memoryUploadForm">
        <Typography variant="h6" component="h2" gutterBottom>
          {t('TITLE_SHARE_MEMORY')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Stack spacing={1} sx={{ minWidth: 200 }}>
            <Button component="label" variant="outlined" startIcon={<AddAPhotoIcon />}>
              {t('BTN_CHOOSE_IMAGE')}
              <input
                key={inputKey}
                id="picture"
                type="file"
                accept={ACCEPTED_TYPES}
                hidden
                onChange={(event) => void pick(event)}
              />
            </Button>
            {file && (
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {file.name}
              </Typography>
            )}
            {fileError && (
              <Typography variant="body2" color="error" role="alert" id="pictureError">
                {fileError}
              </Typography>
            )}
            {preview && (
              <Box
                component="img"
                src={preview}
                alt={t('LABEL_IMAGE_PREVIEW')}
                id="picturePreview"
                sx={{ maxWidth: 200, maxHeight: 200, objectFit: 'contain', borderRadius: 1 }}
              />
            )}
          </Stack>
          <Stack spacing={2} sx={{ flexGrow: 1 }}>
            <TextField
              id="caption"
              label={t('LABEL_CAPTION')}
              value={caption}
              required
              fullWidth
              onChange={(event) => setCaption(event.target.value)}
              onBlur={() => setCaptionTouched(true)}
              error={captionTouched && captionMissing}
              helperText={captionTouched && captionMissing ? t('MANDATORY_CAPTION') : undefined}
            />
            <Box>
              <Button
                id="submitButton"
                type="submit"
                variant="contained"
                disabled={busy || !file || captionMissing}
              >
                {t('BTN_SUBMIT')}
              </Button>
            </Box>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
