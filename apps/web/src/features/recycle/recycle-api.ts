import type { Envelope } from '@juicy/contracts'
import { apiRequest } from '../../lib/api-client'
import type { RecycleSubmission, SavedRecycle } from './recycle-rules'

export async function requestRecycling(recycle: RecycleSubmission): Promise<SavedRecycle> {
  return (await apiRequest<Envelope<SavedRecycle>>('api/Recycles/', { method: 'POST', body: recycle })).data
}
