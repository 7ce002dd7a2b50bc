export type WorkshopPage = 'join' | 'trainer' | 'scoreboard'

/** Which workshop page a path below the shop's root names (`/workshop/trainer`); anything else is the join page. */
export function workshopPageOf(pathFromRoot: string): WorkshopPage {
  const match = /^\/workshop\/(trainer|scoreboard)\/?$/i.exec(pathFromRoot)
  return (match?.[1]?.toLowerCase() as WorkshopPage | undefined) ?? 'join'
}
