/** What other features use of the wallet: its balance and the top-up, both paid on the payment page. */
export { topUpWallet, useWalletBalance } from './wallet-api'
