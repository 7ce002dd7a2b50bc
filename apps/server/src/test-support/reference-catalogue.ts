/** One challenge of the reference catalogue (the OWASP Juice Shop's challenges, in id order). */
export interface ReferenceChallenge {
  id: number
  key: string
  name: string
  category: string
  difficulty: number
  hints: number
}

/**
 * The reference catalogue transcribed in id order (key|name|category|difficulty|number of
 * hints). Keys, names and difficulties must stay byte-identical: flags are HMACs of the name, continue codes use the
 * ids, and MultiJuicer and the CTF tools match on both.
 */
const table = `
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
exposedCredentialsChallenge|Exposed credentials|Sensitive Data Exposure|2|1
leakedApiKeyChallenge|Leaked API Key|Sensitive Data Exposure|5|4
chatbotPromptInjectionChallenge|Chatbot Prompt Injection|Injection|2|3
chatbotGreedyInjectionChallenge|Greedy Chatbot Manipulation|Injection|3|3
aiDebuggingChallenge|AI Debugging|Broken Access Control|2|4
systemPromptExtractionChallenge|System Prompt Extraction|Injection|3|3
`

export const referenceCatalogue: readonly ReferenceChallenge[] = table
  .trim()
  .split('\n')
  .map((line, index) => {
    const [key = '', name = '', category = '', difficulty = '', hints = ''] = line.split('|')
    return { id: index + 1, key, name, category, difficulty: Number(difficulty), hints: Number(hints) }
  })
