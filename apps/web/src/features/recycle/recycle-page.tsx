import { ComingSoonPage } from '../../components/coming-soon-page'

/** Placeholder until the screen is built. */
export default function RecyclePage() {
  return <ComingSoonPage titleKey="TITLE_RECYCLE" />
}
