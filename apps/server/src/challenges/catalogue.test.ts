import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson, sendJson } from '../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../test-support/test-shop.js'

interface ChallengeRecord {
  id: number
  key: string
  name: string
  category: string
  difficulty: number
  description: string
  solved: boolean
  tags: string | null
  mitigationUrl: string | null
  disabledEnv: string | null
  tutorialOrder: number | null
  codingChallengeStatus: number
  hasCodingChallenge: boolean
  ChallengeDependencies: { id: number; ChallengeId: number; name: string; key: string; missing: boolean }[]
}

interface HintRecord {
  id: number
  ChallengeId: number
  text: string
  order: number
  unlocked: boolean
}

/** The catalogue of spec/data.md §8.5 in id order: key|name|category|difficulty|number of hints. */
const expected = `
passwordHashLeakChallenge|Password Hash Leak|Sensitive Data Exposure|2|3
restfulXssChallenge|API-only XSS|XSS|3|3
accessLogDisclosureChallenge|Access Log|Observability Failures|4|4
registerAdminChallenge|Admin Registration|Improper Input Validation|3|3
adminSectionChallenge|Admin Section|Broken Access Control|2|5
fileWriteChallenge|Arbitrary File Write|Vulnerable Components|6|4
resetPasswordBjoernOwaspChallenge|Bjoern's Favorite Pet|Broken Authentication|3|3
tokenSaleChallenge|Blockchain Hype|Security through Obscurity|5|4
nftUnlockChallenge|NFT Takeover|Sensitive Data Exposure|2|1
nftMintChallenge|Mint the Honey Pot|Improper Input Validation|3|1
web3WalletChallenge|Wallet Depletion|Miscellaneous|6|1
web3SandboxChallenge|Web3 Sandbox|Broken Access Control|1|1
rceChallenge|Blocked RCE DoS|Insecure Deserialization|5|5
captchaBypassChallenge|CAPTCHA Bypass|Broken Anti Automation|3|5
changePasswordBenderChallenge|Change Bender's Password|Broken Authentication|5|3
christmasSpecialChallenge|Christmas Special|Injection|4|5
usernameXssChallenge|CSP Bypass|XSS|4|4
persistedXssUserChallenge|Client-side XSS Protection|XSS|3|3
directoryListingChallenge|Confidential Document|Sensitive Data Exposure|1|2
localXssChallenge|DOM XSS|XSS|1|2
dbSchemaChallenge|Database Schema|Injection|3|5
deprecatedInterfaceChallenge|Deprecated Interface|Security Misconfiguration|2|4
easterEggLevelOneChallenge|Easter Egg|Broken Access Control|4|2
emailLeakChallenge|Email Leak|Sensitive Data Exposure|5|3
emptyUserRegistration|Empty User Registration|Improper Input Validation|2|1
ephemeralAccountantChallenge|Ephemeral Accountant|Injection|4|5
errorHandlingChallenge|Error Handling|Security Misconfiguration|1|4
manipulateClockChallenge|Expired Coupon|Improper Input Validation|4|3
extraLanguageChallenge|Extra Language|Broken Anti Automation|5|4
feedbackChallenge|Five-Star Feedback|Broken Access Control|2|2
forgedCouponChallenge|Forged Coupon|Cryptographic Issues|6|4
forgedFeedbackChallenge|Forged Feedback|Broken Access Control|3|3
forgedReviewChallenge|Forged Review|Broken Access Control|3|4
jwtForgedChallenge|Forged Signed JWT|Vulnerable Components|6|6
forgottenDevBackupChallenge|Forgotten Developer Backup|Sensitive Data Exposure|4|5
forgottenBackupChallenge|Forgotten Sales Backup|Sensitive Data Exposure|4|4
typosquattingAngularChallenge|Frontend Typosquatting|Vulnerable Components|5|3
ghostLoginChallenge|GDPR Data Erasure|Broken Authentication|3|4
dataExportChallenge|GDPR Data Theft|Sensitive Data Exposure|4|4
httpHeaderXssChallenge|HTTP-Header XSS|XSS|4|3
continueCodeChallenge|Imaginary Challenge|Cryptographic Issues|6|5
dlpPasswordSprayingChallenge|Leaked Access Logs|Observability Failures|5|4
dlpPastebinDataLeakChallenge|Leaked Unsafe Product|Sensitive Data Exposure|4|5
typosquattingNpmChallenge|Legacy Typosquatting|Vulnerable Components|4|3
loginAdminChallenge|Login Admin|Injection|2|5
loginAmyChallenge|Login Amy|Sensitive Data Exposure|3|5
loginBenderChallenge|Login Bender|Injection|3|4
oauthUserPasswordChallenge|Login Bjoern|Broken Authentication|4|4
loginJimChallenge|Login Jim|Injection|3|3
loginRapperChallenge|Login MC SafeSearch|Sensitive Data Exposure|2|2
loginSupportChallenge|Login Support Team|Security Misconfiguration|6|5
basketManipulateChallenge|Manipulate Basket|Broken Access Control|3|3
misplacedSignatureFileChallenge|Misplaced Signature File|Observability Failures|4|3
timingAttackChallenge|Multiple Likes|Broken Anti Automation|6|4
easterEggLevelTwoChallenge|Nested Easter Egg|Cryptographic Issues|4|3
noSqlCommandChallenge|NoSQL DoS|Injection|4|4
noSqlOrdersChallenge|NoSQL Exfiltration|Injection|5|4
noSqlReviewsChallenge|NoSQL Manipulation|Injection|4|3
redirectCryptoCurrencyChallenge|Outdated Allowlist|Unvalidated Redirects|1|3
weakPasswordChallenge|Password Strength|Broken Authentication|2|4
negativeOrderChallenge|Payback Time|Improper Input Validation|3|2
premiumPaywallChallenge|Premium Paywall|Cryptographic Issues|6|4
privacyPolicyChallenge|Privacy Policy|Miscellaneous|1|4
privacyPolicyProofChallenge|Privacy Policy Inspection|Security through Obscurity|3|4
changeProductChallenge|Product Tampering|Broken Access Control|3|2
reflectedXssChallenge|Reflected XSS|XSS|2|2
passwordRepeatChallenge|Repetitive Registration|Improper Input Validation|1|4
resetPasswordBenderChallenge|Reset Bender's Password|Broken Authentication|4|5
resetPasswordBjoernChallenge|Reset Bjoern's Password|Broken Authentication|5|5
resetPasswordJimChallenge|Reset Jim's Password|Broken Authentication|3|4
resetPasswordMortyChallenge|Reset Morty's Password|Broken Anti Automation|5|4
retrieveBlueprintChallenge|Retrieve Blueprint|Sensitive Data Exposure|5|3
ssrfChallenge|SSRF|Broken Access Control|6|4
sstiChallenge|SSTi|Injection|6|4
scoreBoardChallenge|Score Board|Miscellaneous|1|0
securityPolicyChallenge|Security Policy|Miscellaneous|2|4
persistedXssFeedbackChallenge|Server-side XSS Protection|XSS|4|5
hiddenImageChallenge|Steganography|Security through Obscurity|4|4
rceOccupyChallenge|Successful RCE DoS|Insecure Deserialization|6|2
supplyChainAttackChallenge|Supply Chain Attack|Vulnerable Components|5|3
twoFactorAuthUnsafeSecretStorageChallenge|Two Factor Authentication|Broken Authentication|5|4
jwtUnsignedChallenge|Unsigned JWT|Vulnerable Components|5|5
uploadSizeChallenge|Upload Size|Improper Input Validation|3|3
uploadTypeChallenge|Upload Type|Improper Input Validation|3|2
unionSqlInjectionChallenge|User Credentials|Injection|4|5
videoXssChallenge|Video XSS|XSS|6|4
basketAccessChallenge|View Basket|Broken Access Control|2|3
knownVulnerableComponentChallenge|Vulnerable Library|Vulnerable Components|4|3
weirdCryptoChallenge|Weird Crypto|Cryptographic Issues|2|2
redirectChallenge|Allowlist Bypass|Unvalidated Redirects|4|4
xxeFileDisclosureChallenge|XXE Data Access|XXE|3|3
xxeDosChallenge|XXE DoS|XXE|5|4
yamlBombChallenge|Memory Bomb|Insecure Deserialization|5|3
zeroStarsChallenge|Zero Stars|Improper Input Validation|1|1
missingEncodingChallenge|Missing Encoding|Improper Input Validation|1|3
svgInjectionChallenge|Cross-Site Imaging|Security Misconfiguration|5|5
exposedMetricsChallenge|Exposed Metrics|Observability Failures|1|3
freeDeluxeChallenge|Deluxe Fraud|Improper Input Validation|3|4
csrfChallenge|CSRF|Broken Access Control|3|4
xssBonusChallenge|Bonus Payload|XSS|1|3
resetPasswordUvoginChallenge|Reset Uvogin's Password|Sensitive Data Exposure|4|3
geoStalkingMetaChallenge|Meta Geo Stalking|Sensitive Data Exposure|2|3
geoStalkingVisualChallenge|Visual Geo Stalking|Sensitive Data Exposure|2|1
nullByteChallenge|Poison Null Byte|Improper Input Validation|4|4
lfrChallenge|Local File Read|Vulnerable Components|5|5
closeNotificationsChallenge|Mass Dispel|Miscellaneous|1|3
csafChallenge|Security Advisory|Miscellaneous|3|1
exposedCredentialsChallenge|Exposed Credentials|Sensitive Data Exposure|2|1
leakedApiKeyChallenge|Leaked API Key|Sensitive Data Exposure|5|4
chatbotPromptInjectionChallenge|Chatbot Prompt Injection|Injection|2|3
chatbotGreedyInjectionChallenge|Greedy Chatbot Manipulation|Injection|3|3
aiDebuggingChallenge|AI Debugging|Broken Access Control|2|4
systemPromptExtractionChallenge|System Prompt Extraction|Injection|3|3
`
  .trim()
  .split('\n')
  .map((line, index) => {
    const [key = '', name = '', category = '', difficulty = '', hints = ''] = line.split('|')
    return { id: index + 1, key, name, category, difficulty: Number(difficulty), hints: Number(hints) }
  })

const pick = ({ id, key, name, category, difficulty }: ChallengeRecord) => ({
  id,
  key,
  name,
  category,
  difficulty,
})

describe('GET /api/Challenges', () => {
  let t: TestShop
  let challenges: ChallengeRecord[]
  beforeAll(async () => {
    t = await startTestShop()
    challenges = (await readJson<{ data: ChallengeRecord[] }>(await t.request('/api/Challenges'))).data
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists the 113 challenges of the catalogue with ids, keys, names, categories and difficulties', () => {
    expect(challenges).toHaveLength(113)
    expect(challenges.map(pick)).toEqual(expected.map(({ hints: _hints, ...challenge }) => challenge))
  })

  it('answers the lower-case path MultiJuicer polls, and doubled slashes, identically', async () => {
    for (const path of ['/api/challenges', '//api/Challenges', '/api/Challenges/']) {
      const response = await t.request(path)
      expect(response.status, path).toBe(200)
      const { status, data } = await readJson<{ status: string; data: ChallengeRecord[] }>(response)
      expect(status).toBe('success')
      expect(data.map(pick), path).toEqual(challenges.map(pick))
    }
  })

  it('returns every challenge unsolved with the attribute types clients rely on', () => {
    for (const challenge of challenges) {
      expect(challenge).toMatchObject({ solved: false, codingChallengeStatus: 0 })
      expect(typeof challenge.description).toBe('string')
      expect(typeof challenge.hasCodingChallenge).toBe('boolean')
      expect([null, 'string']).toContain(challenge.tags === null ? null : typeof challenge.tags)
    }
  })

  it('marks the 33 coding challenges in hasCodingChallenge and tags', () => {
    const coding = challenges.filter((challenge) => challenge.hasCodingChallenge)
    expect(coding).toHaveLength(33)
    for (const challenge of coding) expect(challenge.tags).toContain('With Coding Challenge')
    expect(challenges.find((c) => c.key === 'loginAdminChallenge')?.tags).toBe(
      'Tutorial,Good for Demos,With Coding Challenge',
    )
  })

  it('carries tutorial positions and 80 mitigation links', () => {
    expect(challenges.find((c) => c.key === 'scoreBoardChallenge')?.tutorialOrder).toBe(1)
    expect(challenges.find((c) => c.key === 'loginJimChallenge')?.tutorialOrder).toBe(12)
    expect(challenges.find((c) => c.key === 'passwordHashLeakChallenge')?.tutorialOrder).toBeNull()
    expect(challenges.filter((c) => c.mitigationUrl !== null)).toHaveLength(80)
  })

  it('keeps every challenge available under safetyMode auto', () => {
    expect(challenges.filter((c) => c.disabledEnv !== null)).toEqual([])
  })

  it('includes the external dependencies of the Web3 and LLM challenges', () => {
    const dependencies = (key: string) => challenges.find((c) => c.key === key)?.ChallengeDependencies
    expect(dependencies('nftMintChallenge')).toEqual([
      expect.objectContaining({ name: 'Alchemy API Key', key: 'ALCHEMY_API_KEY', missing: true }),
      expect.objectContaining({ name: 'Alchemy API', key: 'https://www.alchemy.com/', missing: true }),
    ])
    const llm = dependencies('chatbotPromptInjectionChallenge') ?? []
    expect(llm.map((dependency) => [dependency.name, dependency.key])).toEqual([
      ['LLM API', 'http://localhost:11434/v1'],
      ['LLM Model', 'gemma4:e4b'],
    ])
    for (const dependency of llm) {
      expect(dependency).toMatchObject({
        documentation: 'https://howto-llm.owasp-juice.shop',
        ChallengeId: 110,
      })
      expect(Object.keys(dependency)).toEqual([
        'id',
        'ChallengeId',
        'name',
        'documentation',
        'key',
        'missing',
      ])
    }
    expect(challenges.filter((c) => c.ChallengeDependencies.length > 0).map((c) => c.id)).toEqual([
      10, 11, 110, 111, 112, 113,
    ])
  })

  it('names the default domain in descriptions', () => {
    const accountant = challenges.find((c) => c.key === 'ephemeralAccountantChallenge')
    expect(accountant?.description).toContain('acc0unt4nt@juice-sh.op')
  })
})

describe('GET /api/Hints', () => {
  let t: TestShop
  beforeAll(async () => {
    t = await startTestShop()
  })
  afterAll(async () => {
    await t.close()
  })

  const hints = async (query = ''): Promise<HintRecord[]> =>
    (await readJson<{ data: HintRecord[] }>(await t.request(`/api/Hints${query}`))).data

  it('lists the 386 hints ordered by challenge and order', async () => {
    const all = await hints()
    expect(all).toHaveLength(386)
    const sorted = [...all].sort((a, b) => a.ChallengeId - b.ChallengeId || a.order - b.order)
    expect(all.map((hint) => hint.id)).toEqual(sorted.map((hint) => hint.id))
    for (const hint of all) expect(hint.unlocked).toBe(false)
  })

  it('numbers the hints of each challenge 1..n as the catalogue says', async () => {
    const all = await hints()
    for (const challenge of expected) {
      const own = all.filter((hint) => hint.ChallengeId === challenge.id).map((hint) => hint.order)
      expect(own, challenge.key).toEqual(
        Array.from({ length: challenge.hints }, (_value, index) => index + 1),
      )
    }
  })

  it('filters by ChallengeId', async () => {
    const own = await hints('?ChallengeId=1')
    expect(own).toHaveLength(3)
    expect(own.every((hint) => hint.ChallengeId === 1)).toBe(true)
  })

  it('unlocks a hint with PUT /api/Hints/:id without authentication', async () => {
    const [first] = await hints('?ChallengeId=2')
    if (!first) throw new Error('no hint for challenge 2')
    const response = await t.request(`/api/Hints/${first.id}`, sendJson('PUT', { unlocked: true }))
    expect(response.status).toBe(200)
    const { data } = await readJson<{ data: HintRecord }>(response)
    expect(data).toMatchObject({ id: first.id, unlocked: true, ChallengeId: 2 })
    const after = await hints('?ChallengeId=2')
    expect(after.map((hint) => hint.unlocked)).toEqual([true, false, false])
  })
})
