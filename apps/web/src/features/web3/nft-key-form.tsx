import LockOpenIcon from '@mui/icons-material/LockOpen'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '../../components/form/password-field'

interface NftKeyFormProps {
  onSubmit: (privateKey: string) => void
  submitting: boolean
}

/** The wallet's private key, hidden unless shown, and the button that submits it. */
export function NftKeyForm({ onSubmit, submitting }: NftKeyFormProps) {
  const { t } = useTranslation()
  const [privateKey, setPrivateKey] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(privateKey.trim())
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <PasswordField
        id="nftPrivateKeyInput"
        label={t('LABEL_NFT_PRIVATE_KEY')}
        autoComplete="off"
        value={privateKey}
        onChange={(event) => setPrivateKey(event.target.value)}
      />
      <Button
        id="nftSubmitButton"
        type="submit"
        variant="contained"
        startIcon={<LockOpenIcon />}
        disabled={privateKey.trim() === '' || submitting}
      >
        {t('BTN_UNLOCK_NFT')}
      </Button>
    </Stack>
  )
}
