/** Toggles one value in a list, keeping it sorted. */
export function toggleValue<T extends string | number>(list: readonly T[], value: T): T[] {
  return list.includes(value)
    ? list.filter((item) => item !== value)
    : [...list, value].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}
