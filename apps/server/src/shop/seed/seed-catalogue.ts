import { imageFileName } from '../../config/image-file-name.js'
import type { ProductConfig } from '../../config/schema.js'
import { withDomain, type SeedContext } from './seed-context.js'

const placeholderDescription = 'Lorem ipsum dolor sit amet, consectetuer adipiscing elit.'

function descriptionOf(product: ProductConfig): string {
  let description = product.description || placeholderDescription
  if (product.useForChristmasSpecialChallenge)
    description += ' (Seasonal special offer! Limited availability!)'
  if (product.urlForProductTamperingChallenge) {
    description += ` <a href="${product.urlForProductTamperingChallenge}" target="_blank">More...</a>`
  }
  if (product.keywordsForPastebinDataLeakChallenge) {
    description += ' (This product is unsafe! We plan to remove it from the stock!)'
  }
  return description
}

/** Products in list order (id = position) with their stock rows and reviews. */
export function seedProducts(context: SeedContext): void {
  const { db, docs, config, now, random } = context
  const insertProduct = db.prepare(
    `INSERT INTO Products (name, description, price, deluxePrice, image, createdAt, updatedAt, deletedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertQuantity = db.prepare(
    'INSERT INTO Quantities (ProductId, id, quantity, limitPerUser, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const emailOf = db.prepare('SELECT email FROM Users WHERE id = ?')
  config.products.forEach((product, index) => {
    const price = product.price ?? random.integer(1, 9)
    const result = insertProduct.run(
      product.name,
      descriptionOf(product),
      price,
      product.deluxePrice ?? price,
      imageFileName(product.image ?? 'undefined.png'),
      now,
      now,
      product.deletedDate !== undefined ? now : null,
    )
    const id = Number(result.lastInsertRowid)
    insertQuantity.run(
      id,
      id,
      product.quantity ?? random.integer(30, 99),
      product.limitPerUser ?? null,
      now,
      now,
    )
    for (const review of product.reviews ?? []) {
      const author = emailOf.get(context.userIds.get(review.author) ?? -1) as { email: string } | undefined
      docs.posts.insert({
        message: review.text,
        author: author?.email ?? withDomain(`${review.author}@juice-sh.op`, config.application.domain),
        product: index + 1,
        likesCount: 0,
        likedBy: [],
      })
    }
  })
}
