export * from './api.js'
export * from './challenges.js'
export * from './socket-events.js'
export * from './themes.js'
