import { escapeHtml } from '../platform/http/html.js'

/** Markup that is already safe to embed; only `html` and `trustedHtml` create it. */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup
  }
}

/** A value a template may interpolate: text is escaped, SafeHtml is kept, lists are concatenated. */
export type TemplateValue = string | number | SafeHtml | null | undefined | readonly TemplateValue[]

function render(value: TemplateValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof SafeHtml) return value.markup
  if (Array.isArray(value)) return (value as readonly TemplateValue[]).map(render).join('')
  return escapeHtml(String(value))
}

/**
 * The one template approach of the server-rendered pages: a tagged template whose interpolations are HTML-escaped
 * unless they are SafeHtml (nested `html` fragments). Escaping covers quotes, so values are safe in quoted
 * attributes too; never interpolate into unquoted attributes, URLs schemes, scripts or styles.
 */
export function html(strings: TemplateStringsArray, ...values: TemplateValue[]): SafeHtml {
  let markup = strings[0] ?? ''
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '')
  })
  return new SafeHtml(markup)
}

/** Markup written by us (constant style sheets, scripts); never pass data a request could influence. */
export const trustedHtml = (markup: string): SafeHtml => new SafeHtml(markup)
