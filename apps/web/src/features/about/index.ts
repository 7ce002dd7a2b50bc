/** What other features use of the About page: the shop's Twitter handle (the photo wall's share links). */
export { twitterHandle } from './social-links'
