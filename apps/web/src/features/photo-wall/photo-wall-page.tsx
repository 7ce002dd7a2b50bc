import { ComingSoonPage } from '../../components/coming-soon-page'

/** Placeholder until the screen is built. */
export default function PhotoWallPage() {
  return <ComingSoonPage titleKey="TITLE_PHOTO_WALL" />
}
