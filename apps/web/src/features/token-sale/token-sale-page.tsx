import { ComingSoonPage } from '../../components/coming-soon-page'

/** Placeholder until the screen is built. */
export default function TokenSalePage() {
  return <ComingSoonPage titleKey="TITLE_TOKENSALE" />
}
