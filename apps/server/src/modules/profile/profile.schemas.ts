import { fieldsOf, textField } from '../../platform/http/request-input.js'

/** POST /profile (form, multipart or JSON): the new username; anything but text changes nothing. */
export const usernameBody = fieldsOf({ username: textField })
/** POST /profile/image/url: the image address the server fetches. */
export const imageUrlBody = fieldsOf({ imageUrl: textField })
