import ShareIcon from '@mui/icons-material/Share'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Memory } from './memories-api'
import { memoryShareUrl } from './share-link'

/** One photo with its caption, and a share button when the shop has a Twitter handle. */
// vuln-code-snippet start missingEncodingChallenge
export function MemoryCard({ memory, handle }: { memory: Memory; handle: string | undefined }) {
  const { t } = useTranslation()
  return (
    <Card component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column' }} data-testid="memory">
      <Box
        component="img"
        src={memory.imagePath} // vuln-code-snippet vuln-line missingEncodingChallenge
        alt={memory.caption}
        loading="lazy"
        className="memory-image"
        sx={{ width: '100%', height: 300, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      />
      <CardContent component="figcaption" sx={{ flexGrow: 1 }}>
        <Typography className="memory-caption" sx={{ wordBreak: 'break-word' }}>
          {memory.caption}
        </Typography>
      </CardContent>
      {handle && (
        <CardActions>
          <IconButton
            component="a"
            href={memoryShareUrl(memory.caption, handle)} // vuln-code-snippet neutral-line missingEncodingChallenge
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('LABEL_SHARE_MEMORY')}
            className="memory-share"
          >
            <ShareIcon />
          </IconButton>
        </CardActions>
      )}
    </Card>
  )
}
// vuln-code-snippet end missingEncodingChallenge
