/**
 * Every React Query key of the shop, in one place. Keys are hierarchical: invalidating a group's `all` (e.g.
 * `queryKeys.basket.all`) refreshes every query below it (the shell's item count, the basket page, the order
 * summary). Lint allows literal key arrays only in this file.
 */
export const queryKeys = {
  applicationConfig: ['application-configuration'] as const,
  applicationVersion: ['application-version'] as const,
  languages: ['languages'] as const,
  countryMapping: ['country-mapping'] as const,
  systemNotice: (url: string | undefined) => ['system-wide-notification', url] as const,
  /** Keyed by token, so a login or logout (also in another tab) refetches it. */
  whoAmI: (token: string | null) => ['whoami', token] as const,

  basket: {
    all: ['basket'] as const,
    /** The basket envelope the shell counts items in. */
    of: (bid: string | null) => ['basket', bid] as const,
    /** The basket page's lines. */
    lines: (bid: string | null) => ['basket', bid, 'lines'] as const,
    /** The order summary's read-only copy. */
    summary: (bid: string) => ['basket', bid, 'summary'] as const,
  },
  addresses: {
    all: ['addresses'] as const,
    one: (id: string) => ['addresses', id] as const,
  },
  cards: {
    all: ['cards'] as const,
    one: (id: string) => ['cards', id] as const,
  },
  deliveryMethods: {
    all: ['deliveries'] as const,
    one: (id: string) => ['deliveries', id] as const,
  },
  walletBalance: ['wallet-balance'] as const,
  deluxeMembership: ['deluxe-membership'] as const,
  orders: {
    history: ['order-history'] as const,
    tracked: (orderId: string) => ['track-order', orderId] as const,
  },
  accounting: {
    orders: ['accounting', 'orders'] as const,
    products: ['accounting', 'products'] as const,
    quantities: ['accounting', 'quantities'] as const,
  },

  products: {
    search: (query: string) => ['products', 'search', query] as const,
    quantities: ['quantities'] as const,
    reviews: (productId: number) => ['reviews', productId] as const,
  },

  challenges: {
    /** Every cached challenge list (score board, shell); notifications update and refetch them all. */
    all: ['challenges'] as const,
    list: ['challenges', 'list'] as const,
    scoreBoardChallenge: ['challenges', 'scoreBoardChallenge'] as const,
  },
  hints: ['hints'] as const,
  /** The trainer's (or the configuration's) announcements, listed on the score board. */
  announcements: ['announcements'] as const,
  codingChallenge: {
    snippet: (challengeKey: string) => ['coding-challenge', challengeKey, 'snippet'] as const,
    fixes: (challengeKey: string) => ['coding-challenge', challengeKey, 'fixes'] as const,
  },

  captcha: ['captcha'] as const,
  imageCaptcha: ['image-captcha'] as const,
  securityQuestions: ['security-questions'] as const,
  securityQuestionOf: (email: string) => ['security-question', email] as const,
  twoFactorStatus: ['two-factor-status'] as const,
  memories: ['memories'] as const,

  administration: {
    users: ['admin-users'] as const,
    user: (id: number | null) => ['admin-user', id] as const,
    feedbacks: ['feedbacks'] as const,
  },

  web3: {
    network: ['web3', 'network'] as const,
    nftUnlocked: ['web3', 'nft-unlocked'] as const,
    nftMintListening: ['web3', 'nft-mint-listen'] as const,
    exploitWallet: (address: string) => ['web3', 'exploit-wallet', address] as const,
    chain: {
      /** Every query of chain state; a confirmed transaction refetches them all. */
      all: ['web3', 'chain'] as const,
      ethBalance: (address: string) => ['web3', 'chain', 'eth', address] as const,
      contractValue: (address: string, functionName: string, args: readonly unknown[]) =>
        ['web3', 'chain', address, functionName, ...args.map(String)] as const,
    },
  },

  workshop: {
    teams: ['workshop', 'teams'] as const,
    challengeStats: ['workshop', 'challenge-stats'] as const,
    classSolves: ['workshop', 'class-solves'] as const,
    teamSolves: (team: string) => ['workshop', 'team', team, 'solves'] as const,
    teamHints: (team: string) => ['workshop', 'team', team, 'hints'] as const,
    teamCoding: (team: string) => ['workshop', 'team', team, 'coding'] as const,
    settings: ['workshop', 'settings'] as const,
    event: ['workshop', 'event'] as const,
    catalogue: ['workshop', 'catalogue'] as const,
    announcements: ['workshop', 'announcements'] as const,
    scoreboard: ['workshop', 'scoreboard'] as const,
    recentSolves: ['workshop', 'scoreboard', 'recent'] as const,
  },
} as const
