// The system Chromium (Debian package) with the flags the workplace allows, for the scripts and the benchmark;
// never a downloaded browser. (The browser journeys have the same in e2e/support/browser.ts.)
import { chromium } from 'playwright-core'

export const launchSystemChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
