import { formatUnits, parseEther } from 'viem'

/** A token amount (18 decimals) for display, with at most four decimals. */
export function formatAmount(value: bigint | undefined, decimals = 18): string {
  if (value === undefined) return '…'
  return Number(formatUnits(value, decimals)).toLocaleString(undefined, { maximumFractionDigits: 4 })
}

/** An ETH amount typed by the player, in wei; undefined unless it is a positive decimal number. */
export function parseEthAmount(text: string): bigint | undefined {
  if (!/^\d+(\.\d{1,18})?$/.test(text.trim())) return undefined
  const wei = parseEther(text.trim())
  return wei > 0n ? wei : undefined
}

/** A faucet withdrawal: whole BEE as the contract's `uint8` takes them, 1 to 255. */
export function parseBeeAmount(text: string): number | undefined {
  const amount = Number(text.trim())
  return /^\d+$/.test(text.trim()) && amount >= 1 && amount <= 255 ? amount : undefined
}
