// vuln-code-snippet start manipulateClockChallenge
/** A seasonal campaign: its code, its one valid day (midnight at UTC+01:00, epoch ms) and its discount. */
export interface Campaign {
  code: string
  validOn: number
  percent: number
}

// vuln-code-snippet hide-line manipulateClockChallenge
/** The reference's seasonal campaigns; the client carries the same table. */
export const campaigns: readonly Campaign[] = [
  { code: 'WMNSDY2019', validOn: 1551999600000, percent: 75 },
  { code: 'WMNSDY2020', validOn: 1583622000000, percent: 60 },
  { code: 'WMNSDY2021', validOn: 1615158000000, percent: 60 },
  { code: 'WMNSDY2022', validOn: 1646694000000, percent: 60 },
  { code: 'WMNSDY2023', validOn: 1678230000000, percent: 60 },
  { code: 'ORANGE2020', validOn: 1588546800000, percent: 50 },
  { code: 'ORANGE2021', validOn: 1620082800000, percent: 40 },
  { code: 'ORANGE2022', validOn: 1651618800000, percent: 40 },
  { code: 'ORANGE2023', validOn: 1683154800000, percent: 40 },
]

// vuln-code-snippet hide-start manipulateClockChallenge
/**
 * The campaign a checkout's `couponData` (Base64 of `<code>-<validOn>`) names, or
 * undefined when it names none or another day.
 */
// vuln-code-snippet hide-end manipulateClockChallenge
export function campaignOf(couponData: string): Campaign | undefined {
  const [code, claimedDate] = Buffer.from(couponData, 'base64').toString('utf8').split('-') // vuln-code-snippet neutral-line manipulateClockChallenge
  const campaign = campaigns.find((candidate) => candidate.code === code)
  // vuln-code-snippet hide-line manipulateClockChallenge
  // The date is the one the client claims; the campaign day is never compared with the server's own clock.
  return campaign && Number(claimedDate) === campaign.validOn ? campaign : undefined // vuln-code-snippet vuln-line manipulateClockChallenge
}
// vuln-code-snippet end manipulateClockChallenge
