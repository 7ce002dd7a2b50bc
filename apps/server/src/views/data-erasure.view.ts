import type { ShopConfig } from '../config/schema.js'
import { renderPage } from './page.js'
import { html, trustedHtml } from './template.js'

const heading = 'Data Erasure Request (Art. 17 GDPR)'

/** The erasure form of GET /dataerasure; the user's email and security question are the placeholders. */
export function erasureFormPage(config: ShopConfig, user: { email: string; question: string }): string {
  return renderPage(config, {
    heading,
    body: html`<p>
        We are sorry to see you go. Confirm your identity to request the erasure of your personal data.
      </p>
      <form method="post" action="${config.server.basePath}/dataerasure">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" required placeholder="${user.email}" />
        <label for="securityAnswer">Security answer</label>
        <input
          id="securityAnswer"
          name="securityAnswer"
          type="text"
          required
          placeholder="${user.question}"
        />
        <button type="submit">Request data erasure</button>
      </form>`,
  })
}

/** The confirmation of POST /dataerasure; its script ends the client's session like a logout. */
export function erasureResultPage(config: ShopConfig): string {
  return renderPage(config, {
    heading,
    body: html`<p>Sorry to see you leave! Your erasure request will be processed shortly.</p>
      <p><a class="back" href="${config.server.basePath}/#/">Back to the shop</a></p>`,
    script: trustedHtml("localStorage.removeItem('token');sessionStorage.removeItem('bid');"),
  })
}
