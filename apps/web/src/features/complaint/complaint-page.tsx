import { ComingSoonPage } from '../../components/coming-soon-page'

/** Placeholder until the screen is built. */
export default function ComplaintPage() {
  return <ComingSoonPage titleKey="TITLE_COMPLAIN" />
}
