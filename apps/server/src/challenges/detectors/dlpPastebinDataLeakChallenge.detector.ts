import { containsAll, storedTextDetector } from './stored-text-checks.js'

/** Leaked Unsafe Product: one feedback or complaint names every configured dangerous ingredient of the product. */
export const dlpPastebinDataLeakChallenge = storedTextDetector(
  'dlpPastebinDataLeakChallenge',
  'named the leaked dangerous ingredients',
  ({ products }) => {
    const keywords = products.find(
      (p) => p.keywordsForPastebinDataLeakChallenge,
    )?.keywordsForPastebinDataLeakChallenge
    return keywords && keywords.length > 0 ? containsAll(...keywords) : undefined
  },
)
