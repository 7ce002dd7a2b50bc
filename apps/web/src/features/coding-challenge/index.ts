/**
 * What other features use of the coding challenges: the dialog (the score board loads this entry lazily, so the
 * syntax highlighter and the diff library stay out of its bundle; import it only with `import()`).
 */
export { default as CodingChallengeDialog } from './coding-challenge-dialog'
