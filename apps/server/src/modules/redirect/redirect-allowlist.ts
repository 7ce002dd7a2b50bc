// vuln-code-snippet start redirectChallenge redirectCryptoCurrencyChallenge
// vuln-code-snippet hide-line redirectChallenge redirectCryptoCurrencyChallenge
/** Targets the shop links to through /redirect; the crypto wallets are no longer promoted. */
export const redirectAllowlist: readonly string[] = [
  'https://github.com/juice-shop/juice-shop',
  'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm', // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  'https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW', // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6', // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  'http://shop.spreadshirt.com/juiceshop',
  'http://shop.spreadshirt.de/juiceshop',
  'https://www.stickeryou.com/products/owasp-juice-shop/794',
  'http://leanpub.com/juice-shop',
]

// vuln-code-snippet hide-line redirectChallenge redirectCryptoCurrencyChallenge
/** Whether a target may be redirected to: it merely has to mention an allowed URL somewhere. */
export const isRedirectAllowed = (target: string): boolean =>
  redirectAllowlist.some((allowed) => target.includes(allowed)) // vuln-code-snippet vuln-line redirectChallenge
// vuln-code-snippet end redirectChallenge redirectCryptoCurrencyChallenge
