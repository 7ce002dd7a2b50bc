/** Events of the contact form: captchas, feedback submissions and the user email setter. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the feedback work
export interface FeedbackEvents {}
