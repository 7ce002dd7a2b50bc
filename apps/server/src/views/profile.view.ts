import type { ShopConfig } from '../config/schema.js'
import { renderPage } from './page.js'
import { html, trustedHtml, type SafeHtml } from './template.js'

export interface ProfileView {
  email: string
  /** The username as displayed: the result of a `#{…}` template, or the stored name. */
  username: string
  profileImage: string
  gravatarUrl: string
}

/** Kept on one line: the reference's API tests look for this exact attribute sequence. */
const emailInput = (email: string): SafeHtml =>
  html`<input id="email" type="email" name="email" value="${email}" disabled />`

// vuln-code-snippet start usernameXssChallenge
/** The legacy profile page of GET /profile. */ // vuln-code-snippet hide-line usernameXssChallenge
export function profilePage(config: ShopConfig, view: ProfileView): string {
  const base = config.server.basePath
  const username = trustedHtml(view.username) // vuln-code-snippet vuln-line usernameXssChallenge
  return renderPage(config, {
    heading: 'User Profile',
    body: html`<p><img src="${view.profileImage}" alt="profile picture" width="236" /></p>
      <p>${username}</p>
      <form method="post" action="${base}/profile/image/file" enctype="multipart/form-data">
        <label for="picture">File Upload</label>
        <input id="picture" type="file" name="file" accept="image/*" />
        <button type="submit">Upload Picture</button>
      </form>
      <form method="post" action="${base}/profile/image/url">
        <label for="url">Image URL</label>
        <input id="url" type="text" name="imageUrl" placeholder="e.g. ${view.gravatarUrl}" />
        <button type="submit">Link Image</button>
      </form>
      <form method="post" action="${base}/profile">
        <label for="email">Email</label>
        ${emailInput(view.email)}
        <label for="username">Username</label>
        <input id="username" type="text" name="username" placeholder="e.g. SuperUser" />
        <button type="submit">Set Username</button>
      </form>`,
  })
}
// vuln-code-snippet end usernameXssChallenge
