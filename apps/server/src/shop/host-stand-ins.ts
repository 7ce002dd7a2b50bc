import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A Debian-like account list (the first lines look like every Linux host's). */
const PASSWD = `root:x:0:0:root:/root:/bin/bash
daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
bin:x:2:2:bin:/bin:/usr/sbin/nologin
sys:x:3:3:sys:/dev:/usr/sbin/nologin
sync:x:4:65534:sync:/bin:/bin/sync
games:x:5:60:games:/usr/games:/usr/sbin/nologin
man:x:6:12:man:/var/cache/man:/usr/sbin/nologin
mail:x:8:8:mail:/var/mail:/usr/sbin/nologin
www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin
nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin
juicer:x:1000:1000:Juice Shop,,,:/home/juicer:/bin/bash
`

/** The classic Windows system.ini. */
const SYSTEM_INI = `; for 16-bit app support
[386Enh]
woafont=dosapp.fon
EGA80WOA.FON=EGA80WOA.FON
EGA40WOA.FON=EGA40WOA.FON
CGA80WOA.FON=CGA80WOA.FON
CGA40WOA.FON=CGA40WOA.FON

[drivers]
wave=mmdrv.dll
timer=timer.drv

[mci]
`

/**
 * Stand-ins for the host files that XXE payloads ask for. External XML entities resolve inside the instance tree as
 * if it were the file system's root (platform/parsers/xml/sandboxed-entity-files.ts), so `/etc/passwd` and
 * `C:/Windows/system.ini` find these instead of the real host's files. Rewritten at every start.
 */
export function writeHostStandIns(root: string): void {
  const files: [string, string][] = [
    [path.join(root, 'etc', 'passwd'), PASSWD],
    [path.join(root, 'Windows', 'system.ini'), SYSTEM_INI.replaceAll('\n', '\r\n')],
  ]
  for (const [file, content] of files) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
}
