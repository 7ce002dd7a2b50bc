import ChatIcon from '@mui/icons-material/Chat'
import CloudIcon from '@mui/icons-material/Cloud'
import CollectionsIcon from '@mui/icons-material/Collections'
import FacebookIcon from '@mui/icons-material/Facebook'
import ForumIcon from '@mui/icons-material/Forum'
import NewspaperIcon from '@mui/icons-material/Newspaper'
import RedditIcon from '@mui/icons-material/Reddit'
import XIcon from '@mui/icons-material/X'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationConfig } from '../../lib/application-config'
import { configuredSocialLinks, type SocialChannel } from './social-links'

const icons: Record<SocialChannel['configKey'], ReactNode> = {
  twitterUrl: <XIcon />,
  facebookUrl: <FacebookIcon />,
  slackUrl: <ChatIcon />,
  redditUrl: <RedditIcon />,
  blueSkyUrl: <CloudIcon />,
  mastodonUrl: <ForumIcon />,
  pressKitUrl: <NewspaperIcon />,
  nftUrl: <CollectionsIcon />,
}

/** One button per configured `application.social` URL; nothing when none is configured. */
export function SocialButtons({ config }: { config: ApplicationConfig | undefined }) {
  const { t } = useTranslation()
  const links = configuredSocialLinks(config?.application.social)
  if (links.length === 0) return null
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-label={t('LABEL_FOLLOW_US')}>
      {links.map((link) => (
        <Button
          key={link.id}
          id={link.id}
          variant="outlined"
          size="small"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={icons[link.configKey]}
          aria-label={t('LABEL_SOCIAL_LINK', { channel: link.name })}
        >
          {link.name}
        </Button>
      ))}
    </Stack>
  )
}
