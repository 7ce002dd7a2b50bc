import { runCtfExportCli } from './ctf-export-cli.js'

/** Process entry of `npm run ctf-export` (bundled into apps/server/dist/ctf-export.js). */
process.exitCode = await runCtfExportCli(process.argv.slice(2), {
  env: process.env,
  // npm runs scripts in the repository root; INIT_CWD is the folder the command was typed in.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
})
