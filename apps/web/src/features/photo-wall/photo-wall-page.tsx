import PhotoCameraIcon from '@mui/icons-material/PhotoCamera'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '../../components/page-container'
import { useApplicationConfig } from '../../lib/application-config'
import { useSession } from '../../lib/session'
import { twitterHandle } from '../about'
import { useMemories } from './memories-api'
import { MemoryCard } from './memory-card'
import { MemoryUploadForm } from './memory-upload-form'

/** Photo wall grid: columns at least 300px wide. */
export const MEMORY_MIN_COLUMN_PX = 300

/** photo-wall: everyone sees the memories; logged-in users can add one. */
export default function PhotoWallPage() {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const memories = useMemories()
  const handle = twitterHandle(useApplicationConfig()?.application.social?.twitterUrl)
  const list = memories.data ?? []

  return (
    <PageContainer maxWidth={1280}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_PHOTO_WALL')}
      </Typography>
      {isLoggedIn && <MemoryUploadForm />}
      {memories.isSuccess && list.length === 0 ? (
        <Card id="emptyPhotoWall">
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <PhotoCameraIcon sx={{ fontSize: 56, mb: 1 }} color="disabled" />
            <Typography color="text.secondary">{t('EMPTY_MEMORY_LIST')}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Box
          id="memoryGrid"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: `repeat(auto-fill, minmax(min(${MEMORY_MIN_COLUMN_PX}px, 100%), 1fr))`,
          }}
        >
          {list.map((memory) => (
            <MemoryCard key={memory.id} memory={memory} handle={handle} />
          ))}
        </Box>
      )}
    </PageContainer>
  )
}
