/**
 * The prelude evaluated inside every fresh QuickJS context before player code runs. It is QuickJS source, not host
 * code: the fake `process`, `require`, `child_process`, `fs`, `http(s)`, `net` and `fetch` are plain VM objects whose
 * functions only call `record(api, detail)` (the one host function they can reach, held in a closure) and answer
 * harmless values. Payloads written for Node (`global.process.mainModule.require('child_process').exec(...)`) run to
 * the end, and the feature reads what they tried from the recorded attempts.
 *
 * The prelude also captures the built-ins the host relies on (`JSON`, `Function`, `Reflect.apply`) before player code
 * can replace them, wraps `RegExp.prototype.exec` so the iteration guard can tell regex backtracking from loops, and
 * returns the helpers the host calls. Every helper result the host reads is a string, number or boolean.
 */
export const PRELUDE_SOURCE = String.raw`(function prelude(record, regexEnter, regexLeave, hostSleep) {
  'use strict'
  const G = globalThis
  const stringify = JSON.stringify
  const parse = JSON.parse
  const apply = Reflect.apply
  const isArray = Array.isArray
  const keys = Object.keys
  const create = Object.create
  const hasOwn = Object.prototype.hasOwnProperty
  const makeFunction = Function
  const toText = String

  function describe(value) {
    if (typeof value === 'string') return value
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return toText(value)
    if (value === null || typeof value !== 'object') return ''
    try { return stringify(value) || '' } catch (error) { return '[object]' }
  }
  function detailOf(args) {
    let text = ''
    const add = (value) => { const part = describe(value); if (part !== '') text = text === '' ? part : text + ' ' + part }
    for (let i = 0; i < args.length; i++) {
      if (isArray(args[i])) for (let j = 0; j < args[i].length; j++) add(args[i][j])
      else add(args[i])
    }
    return text
  }
  // Every function of a fake module records its call, then answers what table[name] computes from the arguments.
  function fakeModule(prefix, table) {
    const module = {}
    for (const name of keys(table)) {
      const answer = table[name]
      module[name] = function (...args) { record(prefix + '.' + name, detailOf(args)); return answer(args) }
    }
    return module
  }
  function lastCallback(args) {
    const last = args[args.length - 1]
    return typeof last === 'function' ? last : undefined
  }
  function emitter(extra) {
    const self = extra || {}
    const chain = () => self
    for (const name of ['on', 'once', 'off', 'setEncoding', 'setTimeout', 'setHeader', 'end', 'destroy', 'abort', 'unref', 'ref', 'close', 'listen']) self[name] = chain
    self.write = () => true
    self.pipe = (target) => target
    return self
  }
  function child() {
    return emitter({ pid: 4711, exitCode: null, stdin: emitter(), stdout: emitter(), stderr: emitter(), kill: () => true })
  }
  function enoent(syscall, path) {
    const error = new Error('ENOENT: no such file or directory, ' + syscall + " '" + describe(path) + "'")
    error.code = 'ENOENT'
    error.errno = -2
    error.syscall = syscall
    error.path = describe(path)
    return error
  }

  function fakeChildProcess() {
    return fakeModule('child_process', {
      exec: child, execFile: child, spawn: child, fork: child,
      execSync: () => '', execFileSync: () => '',
      spawnSync: () => ({ pid: 0, status: 0, signal: null, stdout: '', stderr: '', output: [null, '', ''] }),
    })
  }

  // Reads fail as if the file did not exist; writes and deletes pretend to succeed; nothing touches a disk.
  function fakeFs() {
    const reads = { readFile: 'open', stat: 'stat', lstat: 'lstat', open: 'open', access: 'access', readlink: 'readlink', realpath: 'realpath', opendir: 'opendir' }
    const writes = ['writeFile', 'appendFile', 'mkdir', 'mkdtemp', 'rm', 'rmdir', 'unlink', 'chmod', 'chown', 'copyFile', 'cp', 'rename', 'symlink', 'link', 'truncate', 'utimes']
    const callBack = (args, ...results) => { const callback = lastCallback(args); if (callback) callback(...results) }
    const sync = {}, async = {}, promises = {}
    for (const name of keys(reads)) {
      sync[name + 'Sync'] = (args) => { throw enoent(reads[name], args[0]) }
      async[name] = (args) => callBack(args, enoent(reads[name], args[0]))
      promises[name] = (args) => Promise.reject(enoent(reads[name], args[0]))
    }
    for (const name of writes) {
      sync[name + 'Sync'] = () => undefined
      async[name] = (args) => callBack(args, null)
      promises[name] = () => Promise.resolve()
    }
    sync.readdirSync = () => []
    async.readdir = (args) => callBack(args, null, [])
    promises.readdir = () => Promise.resolve([])
    sync.existsSync = () => false
    async.exists = (args) => callBack(args, false)
    for (const name of ['createReadStream', 'createWriteStream', 'watch']) sync[name] = () => emitter()
    const fs = fakeModule('fs', { ...sync, ...async })
    fs.promises = fakeModule('fs.promises', promises)
    return fs
  }

  function fakeModules() {
    const fs = fakeFs()
    const web = (prefix) => fakeModule(prefix, { request: () => emitter(), get: () => emitter(), createServer: () => emitter() })
    const sockets = (prefix) => fakeModule(prefix, { connect: () => emitter(), createConnection: () => emitter(), createServer: () => emitter() })
    return {
      child_process: fakeChildProcess(), fs, 'fs/promises': fs.promises,
      http: web('http'), https: web('https'), http2: web('http2'), net: sockets('net'), tls: sockets('tls'),
    }
  }

  function fakeRequire(modules) {
    return function require(name) {
      const id = describe(name)
      record('require', id)
      const bare = id.indexOf('node:') === 0 ? id.slice(5) : id
      if (apply(hasOwn, modules, [bare])) return modules[bare]
      const error = new Error("Cannot find module '" + id + "'")
      error.code = 'MODULE_NOT_FOUND'
      throw error
    }
  }

  function fakeProcess(mainModule) {
    const refuse = (api, what) => function (...args) { record(api, detailOf(args)); throw new Error(what + ' is not permitted') }
    return emitter({
      title: 'node', version: 'v20.19.0', versions: { node: '20.19.0' }, platform: 'linux', arch: 'x64', pid: 1, ppid: 0,
      argv: ['/usr/local/bin/node', '/juice-shop/build/app.js'], execArgv: [], env: {}, mainModule,
      stdout: emitter(), stderr: emitter(), stdin: emitter(),
      cwd: () => '/juice-shop', uptime: () => 42, hrtime: () => [0, 0], memoryUsage: () => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0 }),
      exit: refuse('process.exit', 'process.exit()'), abort: refuse('process.abort', 'process.abort()'),
      reallyExit: refuse('process.exit', 'process.reallyExit()'), binding: refuse('process.binding', 'process.binding()'),
      dlopen: refuse('process.dlopen', 'process.dlopen()'), chdir: refuse('process.chdir', 'process.chdir()'),
      kill: function (...args) { record('process.kill', detailOf(args)); return true },
    })
  }

  // Backtracking inside one regex call is not a loop: ticks spent there only count against the time limit.
  function guardRegex() {
    const callExec = RegExp.prototype.exec.call.bind(RegExp.prototype.exec)
    Object.defineProperty(RegExp.prototype, 'exec', {
      value: function exec(input) { regexEnter(); try { return callExec(this, input) } finally { regexLeave() } },
      writable: true, configurable: true, enumerable: false,
    })
  }

  function hostHelpers() {
    const plain = (name, message) => { const o = create(null); o.name = name; o.message = message; return o }
    const describeError = (error) => {
      if (error === null || (typeof error !== 'object' && typeof error !== 'function')) return plain('Error', describe(error))
      const name = error.name, message = error.message
      return plain(typeof name === 'string' ? name : 'Error', typeof message === 'string' ? message : describe(error))
    }
    return {
      serialize: (value) => stringify(value),
      defineGlobals: (text) => { const values = parse(text); const names = keys(values); for (let i = 0; i < names.length; i++) G[names[i]] = values[names[i]] },
      parse: (text) => parse(text),
      compileWhere: (expression) => makeFunction('obj', 'return ' + expression),
      matches: (where, doc) => { let result = apply(where, doc, [doc]); if (typeof result === 'function') result = apply(result, doc, [doc]); return !!result },
      describeError: (error) => { try { return stringify(describeError(error)) } catch (failure) { return stringify(plain('Error', 'Unprintable error')) } },
    }
  }

  const require = fakeRequire(fakeModules())
  const mainModule = { id: '.', filename: '/juice-shop/build/app.js', loaded: true, exports: {}, children: [], paths: [], require }
  G.global = G
  G.process = fakeProcess(mainModule)
  G.require = require
  G.module = mainModule
  G.fetch = function fetch(...args) { record('fetch', detailOf(args)); return Promise.reject(new TypeError('fetch failed')) }
  if (hostSleep) G.sleep = function sleep(ms) { hostSleep(+ms) }
  guardRegex()
  return hostHelpers()
})`
