import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopAndBrowser } from '../support/fixtures.js'
import {
  createTeamByApi,
  joinTeamByApi,
  loginTrainerByApi,
  newWorkshopContext,
  trainerUrlOf,
  WORKSHOP_ENV,
} from '../support/workshop.js'

/** The search page's deliberate DOM XSS (the catalogue's canonical payload shape), carrying `script`. */
const domXssLink = (base: string, script: string) =>
  `${base}/index.html#/search?q=${encodeURIComponent(`<iframe src="javascript:${script}">`)}`

/** What the payload left on the page it ran in, once it has run. */
const attackResult = (page: Page) =>
  page
    .waitForFunction(() => document.body.getAttribute('data-attack'), undefined, { timeout: 10_000 })
    .then((handle) => handle.jsonValue())

async function joinsWith(context: BrowserContext, base: string, team: string, passcode: string) {
  const response = await context.request.post(`${base}/workshop/api/join`, { data: { team, passcode } })
  return response.status()
}

describe("workshop against a hostile class: a player's XSS link opened by the trainer", () => {
  const fixture = useShopAndBrowser({ env: WORKSHOP_ENV })

  it("neither changes a passcode nor reads anything of the trainer's, from outside a team or inside one", async () => {
    const { shop } = fixture
    const trainer = await newWorkshopContext(fixture.browser, shop)
    await loginTrainerByApi(trainer.context, shop)
    const alphaPasscode = await createTeamByApi(trainer.context, shop, 'alpha')
    const betaPasscode = await createTeamByApi(trainer.context, shop, 'beta')
    await trainer.page.goto(`${trainerUrlOf(shop)}/workshop/trainer`)
    await trainer.page.getByRole('heading', { name: 'Trainer console' }).waitFor()

    // The link of the security finding: the same origin as the players' port, no team cookie.
    const samePort = `fetch('/workshop/api/teams/beta/passcode',{method:'POST'}).then(r=>r.text()).then(t=>top.document.body.setAttribute('data-attack',t))`
    const attacked = await trainer.context.newPage()
    await attacked.goto(domXssLink(shop.baseUrl, samePort))
    // The browser keeps the link's fragment across the redirect; the join page does not read it.
    await attacked.waitForURL(/\/workshop\/join#/)
    await attacked.getByRole('heading', { name: 'Join your team' }).waitFor()
    await expect(attacked.evaluate(() => document.body.getAttribute('data-attack'))).resolves.toBeNull()

    // A trainer who also plays in a team, where the XSS does run: it aims at the trainer's port.
    await joinTeamByApi(trainer.context, shop, 'alpha', alphaPasscode)
    const console = trainerUrlOf(shop)
    const crossPort = [
      `Promise.all([`,
      `fetch('${console}/workshop/api/teams/beta/passcode',{method:'POST',mode:'no-cors',credentials:'include'}).then(r=>'post:'+r.type,e=>'post:failed'),`,
      `fetch('${console}/workshop/api/teams/beta/passcode',{method:'POST',credentials:'include',headers:{'content-type':'application/json'},body:'{}'}).then(r=>r.text(),e=>'json:failed'),`,
      `fetch('${console}/workshop/api/teams',{credentials:'include'}).then(r=>r.text(),e=>'read:failed')`,
      `]).then(a=>top.document.body.setAttribute('data-attack',a.join(' ')))`,
    ].join('')
    const inTeam = await trainer.context.newPage()
    await inTeam.goto(domXssLink(shop.baseUrl, crossPort))
    // The payload ran (so the test proves something) and got nothing: an opaque answer and two refusals by CORS.
    await expect(attackResult(inTeam)).resolves.toBe('post:opaque json:failed read:failed')

    const player = await newWorkshopContext(fixture.browser, shop)
    expect(await joinsWith(player.context, shop.baseUrl, 'beta', betaPasscode)).toBe(200)
    await player.context.close()
    await trainer.context.close()
  })
})
