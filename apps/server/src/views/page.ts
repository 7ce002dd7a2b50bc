import { imageFileName } from '../config/image-file-name.js'
import type { ShopConfig } from '../config/schema.js'
import { html, trustedHtml, type SafeHtml } from './template.js'
import { coloursOf, type PageColours } from './theme.js'

export interface PageContent {
  /** Heading of the page; the document title is the shop's name. */
  heading: string
  body: SafeHtml
  /** Inline script written by us (never built from request data). */
  script?: SafeHtml
}

const styleSheet = (c: PageColours): SafeHtml =>
  trustedHtml(`
:root{--primary:${c.primary};--accent:${c.accent};--background:${c.background};--paper:${c.paper};--text:${c.text}}
*{box-sizing:border-box}
body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;background:var(--background);color:var(--text)}
header{display:flex;align-items:center;gap:12px;padding:8px 16px;background:var(--primary);color:#fff;
  box-shadow:0 2px 4px rgba(0,0,0,.3)}
header img{height:40px}
header a{color:inherit;text-decoration:none;font-size:1.25rem;font-weight:500}
main{display:flex;justify-content:center;padding:32px 16px}
.card{width:100%;max-width:560px;background:var(--paper);border-radius:8px;padding:24px 28px;
  box-shadow:0 3px 8px rgba(0,0,0,.35)}
h1{margin:0 0 20px;font-size:1.5rem;font-weight:400}
label{display:block;margin:16px 0 6px;font-size:.85rem;opacity:.8}
input{width:100%;padding:10px 12px;border:1px solid rgba(128,128,128,.6);border-radius:4px;
  background:transparent;color:inherit;font-size:1rem}
input:focus{outline:2px solid var(--accent);border-color:transparent}
button{margin-top:24px;padding:10px 22px;border:0;border-radius:4px;background:var(--accent);color:#000;
  font-size:.95rem;font-weight:500;cursor:pointer}
button:hover{filter:brightness(1.1)}
p{line-height:1.5}
a.back{color:var(--accent)}
`)

/** A complete server-rendered page in the shop's configured name, theme, favicon and logo. */
export function renderPage(config: ShopConfig, content: PageContent): string {
  const { name, favicon, logo, theme } = config.application
  const base = config.server.basePath
  const page = html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${name}</title>
        <link
          rel="icon"
          type="image/x-icon"
          href="${base}/assets/public/${encodeURIComponent(imageFileName(favicon))}"
        />
        <style>
          ${styleSheet(coloursOf(theme))}
        </style>
      </head>
      <body class="${theme}-theme">
        <header>
          <img src="${base}/assets/public/images/${encodeURIComponent(imageFileName(logo))}" alt="" />
          <a href="${base}/#/">${name}</a>
        </header>
        <main>
          <section class="card">
            <h1>${content.heading}</h1>
            ${content.body}
          </section>
        </main>
        ${
          content.script
            ? html`<script>
                ${content.script}
              </script>`
            : ''
        }
      </body>
    </html>`
  return page.markup
}
