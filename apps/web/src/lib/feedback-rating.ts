/** Customer feedback is rated with 1 to 5 stars: the contact form, the administration table, the About page. */
export const RATING_MAX = 5
