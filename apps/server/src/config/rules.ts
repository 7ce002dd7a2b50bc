import type { ShopConfig } from './schema.js'

/** Cross-field rules of the configuration; each returns problems as `<key>: <message>`. */
export function checkConfigRules(config: ShopConfig): string[] {
  return [...productMarkerProblems(config), ...memoryProblems(config), ...combinationProblems(config)]
}

const productMarkers = [
  'useForChristmasSpecialChallenge',
  'urlForProductTamperingChallenge',
  'fileForRetrieveBlueprintChallenge',
  'keywordsForPastebinDataLeakChallenge',
] as const

function productMarkerProblems({ products }: ShopConfig): string[] {
  const problems: string[] = []
  for (const marker of productMarkers) {
    const count = products.filter((product) => product[marker] !== undefined).length
    if (count !== 1) problems.push(`products: exactly one product must carry ${marker} (found ${count})`)
  }
  products.forEach((product, index) => {
    const carried = productMarkers.filter((marker) => product[marker] !== undefined)
    if (carried.length > 1)
      problems.push(`products[${index}]: carries several markers (${carried.join(', ')})`)
    if (
      product.fileForRetrieveBlueprintChallenge !== undefined &&
      product.exifForBlueprintChallenge === undefined
    ) {
      problems.push(
        `products[${index}].exifForBlueprintChallenge: required with fileForRetrieveBlueprintChallenge`,
      )
    }
  })
  return problems
}

function memoryProblems({ memories }: ShopConfig): string[] {
  const problems: string[] = []
  const isMeta = (m: ShopConfig['memories'][number]) =>
    m.geoStalkingMetaSecurityQuestion !== undefined && m.geoStalkingMetaSecurityAnswer !== undefined
  const isVisual = (m: ShopConfig['memories'][number]) =>
    m.geoStalkingVisualSecurityQuestion !== undefined && m.geoStalkingVisualSecurityAnswer !== undefined
  const metaCount = memories.filter(isMeta).length
  const visualCount = memories.filter(isVisual).length
  if (metaCount !== 1)
    problems.push(`memories: exactly one memory must carry the geoStalkingMeta question and answer`)
  if (visualCount !== 1)
    problems.push(`memories: exactly one memory must carry the geoStalkingVisual question and answer`)
  memories.forEach((memory, index) => {
    if (isMeta(memory) && isVisual(memory))
      problems.push(`memories[${index}]: cannot carry both geo-stalking kinds`)
    if (isMeta(memory) && memory.user !== undefined && memory.user !== 'john') {
      problems.push(`memories[${index}].user: the meta geo-stalking memory may only name user john`)
    }
    if (isVisual(memory) && memory.user !== undefined && memory.user !== 'emma') {
      problems.push(`memories[${index}].user: the visual geo-stalking memory may only name user emma`)
    }
  })
  return problems
}

function combinationProblems({ challenges, hackingInstructor, ctf }: ShopConfig): string[] {
  const problems: string[] = []
  if (challenges.restrictToTutorialsFirst && !hackingInstructor.isEnabled) {
    problems.push('challenges.restrictToTutorialsFirst: needs hackingInstructor.isEnabled')
  }
  if (ctf.showFlagsInNotifications && !challenges.showSolvedNotifications) {
    problems.push('ctf.showFlagsInNotifications: needs challenges.showSolvedNotifications')
  }
  if (ctf.showCountryDetailsInNotifications !== 'none' && !ctf.showFlagsInNotifications) {
    problems.push('ctf.showCountryDetailsInNotifications: needs ctf.showFlagsInNotifications')
  }
  const { url, pollFrequencySeconds } = ctf.systemWideNotifications
  if (url !== null && !(typeof pollFrequencySeconds === 'number' && pollFrequencySeconds > 0)) {
    problems.push(
      'ctf.systemWideNotifications.pollFrequencySeconds: must be a positive number when url is set',
    )
  }
  return problems
}
