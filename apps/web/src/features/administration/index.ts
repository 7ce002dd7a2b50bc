/** What other features use of the administration: the customer feedback list (the About page's slideshow). */
export { useFeedbacks } from './feedback-api'
