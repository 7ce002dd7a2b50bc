/** What other features use of the hacking instructor: the score board's button that starts a tutorial. */
export { StartTutorialButton } from './start-tutorial-button'
