import { PageContainer } from '../../components/page-container'
import { AddressList } from './address-list'

/** address/select: pick the delivery address and continue to the delivery method. */
export default function AddressSelectPage() {
  return (
    <PageContainer>
      <AddressList mode="select" />
    </PageContainer>
  )
}
