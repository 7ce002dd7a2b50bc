/** Types of scripts/markdown-docs.mjs for TypeScript importers. */
export declare const repoRoot: string
export interface MarkdownDocument {
  file: string
  source: string
  tokens: unknown[]
}
export interface Fence {
  language: string
  flags: string[]
  code: string
  line: number
}
export declare function markdownFiles(root?: string): string[]
export declare function readMarkdown(file: string, root?: string): MarkdownDocument
export declare function anchorsOf(document: MarkdownDocument): Set<string>
export declare function linksOf(document: MarkdownDocument): { href: string; line: number }[]
export declare function fencesOf(document: MarkdownDocument): Fence[]
