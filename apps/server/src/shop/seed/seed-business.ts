import { maskEmailVowels, orderIdFor } from '../../platform/auth/hashing.js'
import { feedbackComment, userId, type SeedContext } from './seed-context.js'
import { insertSecurityAnswer } from './seed-users.js'
import { imageFileName } from '../../config/image-file-name.js'

export function seedBaskets(context: SeedContext): void {
  const { db, seed, now } = context
  const insertBasket = db.prepare(
    'INSERT INTO Baskets (coupon, UserId, createdAt, updatedAt) VALUES (NULL, ?, ?, ?)',
  )
  for (const owner of seed.baskets.baskets) insertBasket.run(userId(context, owner), now, now)
  const insertItem = db.prepare(
    'INSERT INTO BasketItems (ProductId, BasketId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
  )
  for (const item of seed.baskets.items) insertItem.run(item.product, item.basket, item.quantity, now, now)
}

export function seedFeedbackAndComplaints(context: SeedContext): void {
  const { db, seed, now } = context
  const insertFeedback = db.prepare(
    'INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (NULL, ?, ?, ?, ?)',
  )
  for (const feedback of seed.feedback)
    insertFeedback.run(feedbackComment(feedback.comment, undefined), feedback.rating, now, now)
  const insertComplaint = db.prepare(
    'INSERT INTO Complaints (UserId, message, file, createdAt, updatedAt) VALUES (?, ?, NULL, ?, ?)',
  )
  for (const complaint of seed.complaints)
    insertComplaint.run(userId(context, complaint.user), complaint.message, now, now)
}

export function seedRecycles(context: SeedContext): void {
  const insert = context.db.prepare(
    'INSERT INTO Recycles (UserId, AddressId, quantity, isPickup, date, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const r of context.seed.recycles) {
    insert.run(
      userId(context, r.user),
      r.address,
      r.quantity,
      r.isPickup ? 1 : 0,
      r.date,
      context.now,
      context.now,
    )
  }
}

interface ProductRow {
  name: string
  price: number
}

/** The three seeded orders (product entries carry no id). */
export function seedOrders(context: SeedContext): void {
  const { db, docs, seed, random } = context
  const productById = db.prepare('SELECT name, price FROM Products WHERE id = ?')
  const emailOf = db.prepare('SELECT email FROM Users WHERE id = ?')
  for (const order of seed.orders) {
    const { email } = emailOf.get(userId(context, order.customer)) as { email: string }
    const products = order.products.map(({ product, quantity }) => {
      const { name, price } = productById.get(product) as ProductRow
      const total = Math.round(price * quantity * 100) / 100
      return { quantity, name, price, total, bonus: Math.round(price / 10) * quantity }
    })
    docs.orders.insert({
      orderId: orderIdFor(email, () => random.hex(16)),
      email: maskEmailVowels(email),
      totalPrice: Math.round(products.reduce((sum, p) => sum + p.total, 0) * 100) / 100,
      bonus: products.reduce((sum, p) => sum + p.bonus, 0),
      products,
      eta: order.eta === 'random' ? String(random.integer(1, 5)) : order.eta,
      delivered: order.delivered,
    })
  }
}

export function seedDeliveries({ db, seed, now }: SeedContext): void {
  const insert = db.prepare(
    'INSERT INTO Deliveries (name, price, deluxePrice, eta, icon, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const d of seed.deliveries) insert.run(d.name, d.price, d.deluxePrice, d.eta, d.icon, now, now)
}

const firstMemory = {
  image: 'ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg',
  caption: '😼 #zatschi #whoneedsfourlegs',
  user: 'bjoernOwasp',
}

/** Photo-wall memories; the geo-stalking ones come last, after their owner's security answer. */
export function seedMemories(context: SeedContext): void {
  const { db, config, now } = context
  const insert = db.prepare(
    'INSERT INTO Memories (UserId, caption, imagePath, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
  )
  const add = (owner: string, image: string, caption: string) =>
    insert.run(
      userId(context, owner),
      caption,
      `assets/public/images/uploads/${imageFileName(image)}`,
      now,
      now,
    )
  add(firstMemory.user, firstMemory.image, firstMemory.caption)
  const isGeo = (m: (typeof config.memories)[number]) =>
    m.geoStalkingMetaSecurityQuestion !== undefined || m.geoStalkingVisualSecurityQuestion !== undefined
  for (const memory of config.memories.filter((m) => !isGeo(m))) {
    if (memory.user && context.userIds.has(memory.user)) add(memory.user, memory.image, memory.caption)
  }
  for (const memory of config.memories.filter(isGeo)) {
    const meta = memory.geoStalkingMetaSecurityQuestion !== undefined
    const owner = meta ? 'john' : 'emma'
    const question = meta ? memory.geoStalkingMetaSecurityQuestion : memory.geoStalkingVisualSecurityQuestion
    const answer = meta ? memory.geoStalkingMetaSecurityAnswer : memory.geoStalkingVisualSecurityAnswer
    insertSecurityAnswer(context, userId(context, owner), question ?? 0, answer ?? '')
    add(owner, memory.image, memory.caption)
  }
}
