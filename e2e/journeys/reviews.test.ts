import { describe, expect, it } from 'vitest'
import { registerUser, uniqueEmail } from '../support/accounts.js'
import { loginThroughUi, openShop } from '../support/browser.js'
import { expectSnackbar, openProduct, openSearch } from '../support/catalogue.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('product reviews', () => {
  const fixture = useShopAndBrowser()

  it('writes, edits and likes a review; only the own review is editable', async () => {
    const email = uniqueEmail('e2e-review')
    await registerUser(fixture.shop, email, 'Review-pass1')
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await loginThroughUi(page, fixture.shop, email, 'Review-pass1')
    await openSearch(page, fixture.shop, 'Banana')
    const dialog = await openProduct(page, 'Banana Juice (1000ml)')
    // Banana juice comes with a review by Bender.
    await dialog.getByTestId('review').filter({ hasText: 'bender@juice-sh.op' }).waitFor()
    const reviewsBefore = await dialog.getByTestId('review').count()

    const submit = dialog.locator('#submitButton')
    await expect(submit.isDisabled()).resolves.toBe(true)
    await dialog.locator('#newReviewText').fill('   ')
    await expect(submit.isDisabled()).resolves.toBe(true)
    await dialog.locator('#newReviewText').fill('x'.repeat(200))
    await expect(dialog.locator('#newReviewText').inputValue()).resolves.toHaveLength(160)
    await dialog.locator('#newReviewText').fill('Bananas all the way down.')
    await submit.click()
    await expectSnackbar(page, 'Your review has been saved.')
    const mine = dialog.getByTestId('review').filter({ hasText: email })
    await mine.getByText('Bananas all the way down.').waitFor()
    await expect(dialog.locator('#newReviewText').inputValue()).resolves.toBe('')
    await expect(dialog.getByTestId('review').count()).resolves.toBe(reviewsBefore + 1)
    // Reviews of other authors carry no edit button.
    await expect(dialog.getByTestId('edit-review').count()).resolves.toBe(1)
    await expect(mine.getByTestId('edit-review').count()).resolves.toBe(1)

    await mine.getByTestId('edit-review').click()
    const editor = page.getByTestId('review-edit-dialog')
    await expect(
      editor.evaluate((element) => element.closest('.MuiDialog-paper')?.clientWidth),
    ).resolves.toBe(500)
    await editor.locator('#reviewEditText').fill('')
    await editor.getByText('Please provide a review text.').waitFor()
    await expect(editor.locator('#saveReviewButton').isDisabled()).resolves.toBe(true)
    await editor.locator('#reviewEditText').fill('Bananas, edited.')
    await editor.locator('#saveReviewButton').click()
    await expectSnackbar(page, 'Your changes have been saved.')
    await editor.waitFor({ state: 'detached' })
    await mine.getByText('Bananas, edited.').waitFor()

    const like = mine.getByTestId('like-review')
    await expect(like.isDisabled()).resolves.toBe(false)
    await like.click()
    await mine.getByTestId('review-likes').filter({ hasText: /^1$/ }).waitFor()
    await expect(like.isDisabled()).resolves.toBe(true)

    // After reopening, the server's "liked" flag keeps the button disabled.
    await page.reload()
    const reopened = await openProduct(page, 'Banana Juice (1000ml)')
    const again = reopened.getByTestId('review').filter({ hasText: email })
    await again.getByTestId('review-likes').filter({ hasText: /^1$/ }).waitFor()
    await expect(again.getByTestId('like-review').isDisabled()).resolves.toBe(true)
    await context.close()
  })
})
