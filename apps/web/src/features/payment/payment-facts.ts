/**
 * Facts of the payment page that ship in the main bundle: the seasonal campaign table and the
 * crypto-donation links. The router imports this module eagerly so they are readable in `main.js`.
 */

export interface Campaign {
  validOn: number
  discount: number
}

/** Campaign codes, valid only on their day (midnight at UTC+01:00, epoch ms). Long expired, still here. */
export const campaigns: Readonly<Record<string, Campaign>> = {
  WMNSDY2019: { validOn: 1551999600000, discount: 75 },
  WMNSDY2020: { validOn: 1583622000000, discount: 60 },
  WMNSDY2021: { validOn: 1615158000000, discount: 60 },
  WMNSDY2022: { validOn: 1646694000000, discount: 60 },
  WMNSDY2023: { validOn: 1678230000000, discount: 60 },
  ORANGE2020: { validOn: 1588546800000, discount: 50 },
  ORANGE2021: { validOn: 1620082800000, discount: 40 },
  ORANGE2022: { validOn: 1651618800000, discount: 40 },
  ORANGE2023: { validOn: 1683154800000, discount: 40 },
}

/** Donation addresses we no longer promote; their buttons are hidden but the links remain. */
export const cryptoDonationLinks = {
  bitcoin: './redirect?to=https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm',
  dash: './redirect?to=https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW',
  ether: './redirect?to=https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6',
} as const

/** Merchandise links of the other payment options, through the shop's redirect endpoint. */
export const merchandiseLinks = {
  spreadshirtCom: './redirect?to=http://shop.spreadshirt.com/juiceshop',
  spreadshirtDe: './redirect?to=http://shop.spreadshirt.de/juiceshop',
  stickerYou: './redirect?to=https://www.stickeryou.com/products/owasp-juice-shop/794',
  leanpub: './redirect?to=http://leanpub.com/juice-shop',
} as const
