import { translatorFor } from '../../platform/http/locale.js'
import type { Translate } from '../../platform/i18n/server-translations.js'
import { translateFields } from '../../platform/i18n/translate-fields.js'
import type { Presenters } from '../rest/rest.routes.js'

/** A security question in the caller's language, translated when read. */
export const translateQuestion = <T extends { question?: unknown }>(question: T, t: Translate): T =>
  translateFields(question, ['question'], t)

/** `/api/SecurityQuestions` answers translated questions. */
export const securityQuestionPresenters: Presenters = {
  SecurityQuestion: (record, req) => translateQuestion(record, translatorFor(req)),
}
