import path from 'node:path'
import { z } from 'zod'
import { readYamlFile } from '../../platform/yaml-files.js'

/** The seed data of data/seed/*.yml (the reference's users and business records), validated on load. */

const user = z.object({
  key: z.string(),
  email: z.string(),
  password: z.string(),
  role: z.enum(['customer', 'deluxe', 'accounting', 'admin']),
  username: z.string().optional(),
  profileImage: z.string().optional(),
  totpSecret: z.string().optional(),
  lastLoginIp: z.string().optional(),
  deleted: z.boolean().optional(),
  wallet: z.number().int().default(0),
  securityAnswer: z.object({ question: z.number().int(), answer: z.string() }).optional(),
  feedback: z.object({ comment: z.string(), rating: z.number().int() }).optional(),
})

const address = z.object({
  user: z.string(),
  fullName: z.string(),
  mobileNum: z.number().int(),
  zipCode: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
})

const card = z.object({
  user: z.string(),
  fullName: z.string(),
  cardNum: z.number().int(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
})

const seedSchema = {
  securityQuestions: z.array(z.string()),
  users: z.array(user),
  addresses: z.array(address),
  cards: z.array(card),
  baskets: z.object({
    baskets: z.array(z.string()),
    items: z.array(
      z.object({ basket: z.number().int(), product: z.number().int(), quantity: z.number().int() }),
    ),
  }),
  feedback: z.array(z.object({ comment: z.string(), rating: z.number().int() })),
  complaints: z.array(z.object({ user: z.string(), message: z.string() })),
  recycles: z.array(
    z.object({
      user: z.string(),
      address: z.number().int(),
      quantity: z.number().int(),
      date: z.string(),
      isPickup: z.boolean(),
    }),
  ),
  orders: z.array(
    z.object({
      customer: z.string(),
      products: z.array(z.object({ product: z.number().int(), quantity: z.number().int() })),
      delivered: z.boolean(),
      eta: z.string(),
    }),
  ),
  deliveries: z.array(
    z.object({
      name: z.string(),
      price: z.number(),
      deluxePrice: z.number(),
      eta: z.number(),
      icon: z.string(),
    }),
  ),
}

export type SeedUser = z.infer<typeof user>
export type SeedData = { [K in keyof typeof seedSchema]: z.infer<(typeof seedSchema)[K]> }

const fileNames: Record<keyof SeedData, string> = {
  securityQuestions: 'security-questions.yml',
  users: 'users.yml',
  addresses: 'addresses.yml',
  cards: 'cards.yml',
  baskets: 'baskets.yml',
  feedback: 'feedback.yml',
  complaints: 'complaints.yml',
  recycles: 'recycles.yml',
  orders: 'orders.yml',
  deliveries: 'deliveries.yml',
}

export function loadSeedData(folder: string): SeedData {
  // Parsed once per start: zod's compiled fast path would cost more to generate than it saves here.
  const read = <K extends keyof SeedData>(key: K): SeedData[K] =>
    seedSchema[key].parse(readYamlFile(path.join(folder, fileNames[key])), { jitless: true }) as SeedData[K]
  return {
    securityQuestions: read('securityQuestions'),
    users: read('users'),
    addresses: read('addresses'),
    cards: read('cards'),
    baskets: read('baskets'),
    feedback: read('feedback'),
    complaints: read('complaints'),
    recycles: read('recycles'),
    orders: read('orders'),
    deliveries: read('deliveries'),
  }
}
