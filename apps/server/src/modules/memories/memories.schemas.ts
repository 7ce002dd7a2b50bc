import { fieldsOf, textField } from '../../platform/http/request-input.js'

/** POST /rest/memories (multipart, beside the `image` file): the caption, empty when it is not text. */
export const memoryBody = fieldsOf({ caption: textField })
