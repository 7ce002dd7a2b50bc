/** Types of scripts/server-i18n-keys.mjs for TypeScript importers. */
export declare const errorTexts: string[]
export declare function availabilitySentences(repoRoot?: string): string[]
export declare function serverSourceTexts(repoRoot?: string): string[]
export declare function compareWithSources(
  translation: Record<string, unknown>,
  repoRoot?: string,
): { missing: string[]; unknown: string[] }
