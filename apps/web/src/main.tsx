import { createRoot } from 'react-dom/client'
import './styles.css'
import { App } from './app/app'
import { initI18n } from './lib/i18n'

const container = document.getElementById('root')
if (container) {
  // Render after the first translation file arrived so no raw keys flash up.
  initI18n()
    .catch((error: unknown) => console.error('Could not load translations', error))
    .finally(() => createRoot(container).render(<App />))
}
