import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { muiSwaps } from './build/mui-swaps'
import { solcAsset } from './build/solc-asset'
import { thirdPartyLicenses } from './build/third-party-licenses'

// The server serves this build from a path that may carry a prefix, so every URL is relative.
export default defineConfig({
  base: './',
  // solcAsset: the web3 sandbox's compiler, copied unmodified beside its licence (never bundled).
  // muiSwaps: MUI's CSS-variable theme code (unused by the shop's themes) replaced by a stand-in: -7 KiB of main.js.
  plugins: [react(), muiSwaps(), thirdPartyLicenses(), solcAsset()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The contracts package is pure declarations; let unused parts (and zod) drop out of the bundle.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
      },
      output: {
        // Escape non-ASCII text (e.g. the Romanian policy warning becomes \u021B...) so the bundle is
        // plain ASCII whatever charset it is served or read with.
        charset: 'ascii',
        // Everything the entry loads before the first render goes into main.js itself: split into some forty
        // shared chunks (because lazy pages use them too) it cost a request each and compressed worse.
        codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }] },
        entryFileNames: 'main.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'styles.css' : 'media/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: {
      '/rest': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/assets/public': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
})
