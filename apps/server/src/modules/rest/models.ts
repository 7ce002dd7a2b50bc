import { hashPassword, hashSecurityAnswer } from '../../platform/auth/hashing.js'

/** Metadata the generic REST layer (`/api/<Model>s`) needs about one model. */
export type AttributeType = 'integer' | 'number' | 'string' | 'boolean' | 'date'

export interface FieldIssue {
  field: string
  message: string
}

/** Rows of another table returned inside every record, like an eagerly loaded association. */
export interface Association {
  /** Property name in the record, e.g. `ChallengeDependencies`. */
  as: string
  table: string
  /** Column of the associated table that holds the record's id. */
  foreignKey: string
  /** Attributes shown, in order. */
  attributes: Record<string, AttributeType>
}

export interface ModelDefinition {
  /** Model name; the resource path is `/api/<name>s`. */
  name: string
  table: string
  /** Every column, in table order. */
  attributes: Record<string, AttributeType>
  /** Never returned by the API. */
  hidden?: string[]
  /** Soft-delete table (rows with deletedAt are invisible). */
  paranoid?: boolean
  notNull?: string[]
  unique?: string[]
  /** Fields that cannot change once set (BasketItem). */
  noUpdate?: string[]
  /** Column defaults applied on create. */
  defaults?: Record<string, unknown>
  /** Setters applied to incoming values (e.g. password hashing). */
  setters?: Record<string, (value: unknown) => unknown>
  /** Extra validation of the record about to be written. */
  validate?: (record: Record<string, unknown>) => FieldIssue[]
  /** Associated rows included in list and read answers. */
  includes?: Association[]
}

const timestamps = { createdAt: 'date', updatedAt: 'date' } as const

const failed = (rule: string, field: string): FieldIssue => ({
  field,
  message: `Validation ${rule} on ${field} failed`,
})

function rangeIssues(record: Record<string, unknown>, field: string, min: number, max: number): FieldIssue[] {
  const value = record[field]
  if (value === undefined || value === null) return []
  const number = Number(value)
  if (!Number.isInteger(number)) return [failed('isInt', field)]
  if (number < min) return [failed('min', field)]
  if (number > max) return [failed('max', field)]
  return []
}

function lengthIssues(
  record: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
): FieldIssue[] {
  const value = record[field]
  if (value === undefined || value === null) return []
  const length = String(value).length
  return length < min || length > max ? [failed('len', field)] : []
}

const roles = ['customer', 'deluxe', 'accounting', 'admin']

export const models: ModelDefinition[] = [
  {
    name: 'User',
    table: 'Users',
    attributes: {
      id: 'integer',
      username: 'string',
      email: 'string',
      password: 'string',
      role: 'string',
      deluxeToken: 'string',
      lastLoginIp: 'string',
      profileImage: 'string',
      totpSecret: 'string',
      isActive: 'boolean',
      ...timestamps,
      deletedAt: 'date',
    },
    hidden: ['password', 'totpSecret'],
    paranoid: true,
    unique: ['email'],
    defaults: {
      username: '',
      role: 'customer',
      deluxeToken: '',
      lastLoginIp: '0.0.0.0',
      profileImage: '/assets/public/images/uploads/default.svg',
      totpSecret: '',
      isActive: true,
    },
    setters: { password: (value) => hashPassword(String(value)) },
    validate: (record) =>
      record.role !== undefined && !roles.includes(String(record.role)) ? [failed('isIn', 'role')] : [],
  },
  {
    name: 'Product',
    table: 'Products',
    attributes: {
      id: 'integer',
      name: 'string',
      description: 'string',
      price: 'number',
      deluxePrice: 'number',
      image: 'string',
      ...timestamps,
      deletedAt: 'date',
    },
    paranoid: true,
  },
  {
    name: 'Feedback',
    table: 'Feedbacks',
    attributes: { UserId: 'integer', id: 'integer', comment: 'string', rating: 'integer', ...timestamps },
    notNull: ['rating'],
  },
  {
    name: 'BasketItem',
    table: 'BasketItems',
    attributes: {
      ProductId: 'integer',
      BasketId: 'integer',
      id: 'integer',
      quantity: 'integer',
      ...timestamps,
    },
    noUpdate: ['ProductId', 'BasketId'],
  },
  {
    name: 'Challenge',
    table: 'Challenges',
    attributes: {
      id: 'integer',
      key: 'string',
      name: 'string',
      category: 'string',
      tags: 'string',
      description: 'string',
      difficulty: 'integer',
      mitigationUrl: 'string',
      solved: 'boolean',
      disabledEnv: 'string',
      tutorialOrder: 'integer',
      codingChallengeStatus: 'integer',
      hasCodingChallenge: 'boolean',
      ...timestamps,
    },
    includes: [
      {
        as: 'ChallengeDependencies',
        table: 'ChallengeDependencies',
        foreignKey: 'ChallengeId',
        attributes: {
          id: 'integer',
          ChallengeId: 'integer',
          name: 'string',
          documentation: 'string',
          key: 'string',
          missing: 'boolean',
        },
      },
    ],
  },
  {
    name: 'Complaint',
    table: 'Complaints',
    attributes: { UserId: 'integer', id: 'integer', message: 'string', file: 'string', ...timestamps },
    validate: (record) => lengthIssues(record, 'message', 0, 4096),
  },
  {
    name: 'Recycle',
    table: 'Recycles',
    attributes: {
      UserId: 'integer',
      AddressId: 'integer',
      id: 'integer',
      quantity: 'integer',
      isPickup: 'boolean',
      date: 'date',
      ...timestamps,
    },
    defaults: { isPickup: false },
  },
  {
    name: 'SecurityQuestion',
    table: 'SecurityQuestions',
    attributes: { id: 'integer', question: 'string', ...timestamps },
  },
  {
    name: 'SecurityAnswer',
    table: 'SecurityAnswers',
    attributes: {
      UserId: 'integer',
      SecurityQuestionId: 'integer',
      id: 'integer',
      answer: 'string',
      ...timestamps,
    },
    unique: ['UserId'],
    setters: { answer: (value) => hashSecurityAnswer(String(value)) },
  },
  {
    name: 'Address',
    table: 'Addresses',
    attributes: {
      UserId: 'integer',
      id: 'integer',
      fullName: 'string',
      mobileNum: 'integer',
      zipCode: 'string',
      streetAddress: 'string',
      city: 'string',
      state: 'string',
      country: 'string',
      ...timestamps,
    },
    validate: (record) => [
      ...rangeIssues(record, 'mobileNum', 1000000, 9999999999),
      ...lengthIssues(record, 'zipCode', 1, 8),
      ...lengthIssues(record, 'streetAddress', 1, 160),
    ],
  },
  {
    name: 'PrivacyRequest',
    table: 'PrivacyRequests',
    attributes: { id: 'integer', UserId: 'integer', deletionRequested: 'boolean', ...timestamps },
    defaults: { deletionRequested: false },
  },
  {
    name: 'Card',
    table: 'Cards',
    attributes: {
      UserId: 'integer',
      id: 'integer',
      fullName: 'string',
      cardNum: 'integer',
      expMonth: 'integer',
      expYear: 'integer',
      ...timestamps,
    },
    validate: (record) => [
      ...rangeIssues(record, 'cardNum', 1000000000000000, 9999999999999998),
      ...rangeIssues(record, 'expMonth', 1, 12),
      ...rangeIssues(record, 'expYear', 2080, 2099),
    ],
  },
  {
    name: 'Quantity',
    table: 'Quantities',
    attributes: {
      ProductId: 'integer',
      id: 'integer',
      quantity: 'integer',
      limitPerUser: 'integer',
      ...timestamps,
    },
    validate: (record) => [
      ...rangeIssues(record, 'quantity', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
      ...rangeIssues(record, 'limitPerUser', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    ],
  },
  {
    name: 'Hint',
    table: 'Hints',
    attributes: {
      ChallengeId: 'integer',
      id: 'integer',
      text: 'string',
      order: 'integer',
      unlocked: 'boolean',
      ...timestamps,
    },
    validate: (record) => rangeIssues(record, 'order', 1, Number.MAX_SAFE_INTEGER),
  },
]

export const modelByName = (name: string): ModelDefinition => {
  const model = models.find((candidate) => candidate.name === name)
  if (!model) throw new Error(`Unknown model ${name}`)
  return model
}
