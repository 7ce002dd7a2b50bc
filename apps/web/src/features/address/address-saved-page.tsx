import { PageContainer } from '../../components/page-container'
import { AddressList } from './address-list'

/** address/saved: the customer's saved addresses with edit and remove. */
export default function AddressSavedPage() {
  return (
    <PageContainer>
      <AddressList mode="saved" />
    </PageContainer>
  )
}
