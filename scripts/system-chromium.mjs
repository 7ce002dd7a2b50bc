// The system Chromium (Debian package) with the flags the workplace allows, for the scripts and the benchmark;
// never a downloaded browser. The flags are the browser journeys' own (e2e/support/chromium-flags.json).
import { chromium } from 'playwright-core'
import chromiumFlags from '../e2e/support/chromium-flags.json' with { type: 'json' }

export const launchSystemChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  })
