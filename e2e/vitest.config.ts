import { defineConfig } from 'vitest/config'

// Browser journeys against the built shop: one server per file, files one after another.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts', 'challenges/**/*.test.ts', 'process/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
})
