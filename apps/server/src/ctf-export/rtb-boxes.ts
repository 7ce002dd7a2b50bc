import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ShopConfig } from '../config/schema.js'
import { paths } from '../platform/paths.js'

/**
 * Our own texts and pictures for the RootTheBox export: one box per challenge category with a short introduction,
 * the shop's robot as every box's avatar and the CTF logo for the game. The rest of the XML (levels, categories,
 * flags, hints) follows juice-shop-ctf-cli 12.0.0 exactly.
 */
const boxDescriptions: Record<string, string> = {
  'Broken Access Control':
    'The shop checks who you are but not always what you may do. Reach pages, records and actions meant for other customers or for its staff.',
  'Broken Anti Automation':
    'Some features assume a human types slowly and only once. Script them to do in seconds what the shop meant to limit.',
  'Broken Authentication':
    'Logins, password resets and sessions with weak spots. Get into accounts that are not yours without ever being told their passwords.',
  'Cryptographic Issues':
    'Secrets protected by home-made or outdated cryptography. Recover, forge or predict what the shop believed was safely scrambled.',
  'Improper Input Validation':
    'The server trusts what the web client sends. Hand it values the forms would never allow and watch the rules give way.',
  Injection:
    "Input that ends up inside a query or an expression. Shape it so that the database or the interpreter runs your commands instead of the shop's.",
  'Insecure Deserialization':
    'Data the server turns back into objects without asking where it came from. Smuggle in structures that make it work for you.',
  Miscellaneous:
    'Odds and ends of the shop that fit no other box. Look around, read carefully and try what a curious customer would.',
  'Observability Failures':
    'Logs, metrics and error traces the shop keeps for itself. Find the ones it forgot to keep private.',
  'Security Misconfiguration':
    'Settings left at their defaults and features nobody switched off. Provoke the shop until it shows more than it should.',
  'Security through Obscurity':
    'Things the shop hides instead of protecting. Dig up what it hoped nobody would ever look for.',
  'Sensitive Data Exposure':
    'Confidential documents, personal data and credentials lying where anyone can pick them up. Find them before somebody else does.',
  'Unvalidated Redirects':
    'Links that send visitors wherever a parameter says. Make the shop forward its customers somewhere it never intended.',
  'Vulnerable Components':
    'Libraries and services the shop relies on, flaws included. Turn those known weaknesses against the shop.',
  XSS: "Pages that display what someone else typed. Get your script to run in another visitor's browser.",
  XXE: 'XML uploads whose entities the parser resolves faithfully. Make it read files it should never touch, or work until it gives up.',
}

export function boxDescription(category: string): string {
  return (
    boxDescriptions[category] ??
    `Challenges of the category ${category}. Solve them to capture the flags of this box.`
  )
}

const imageFolder = path.join(paths.staticDir, 'assets', 'public', 'images')
const base64Of = (file: string): string => readFileSync(path.join(imageFolder, file)).toString('base64')

/** Our pictures as base64, read when an export is made (the files are part of the shop's static content). */
export const rtbImages = {
  boxAvatar: (): string => base64Of('JuicyBot.png'),
  gameLogo: (): string => base64Of('JuiceShopCTF_Logo_400px.png'),
}

/** The game settings RootTheBox takes from an import, with our own values. */
export function rtbConfiguration(config: Pick<ShopConfig, 'application'>): [string, string][] {
  return [
    ['game_name', `${config.application.name} CTF`],
    ['org_footer', `Challenges exported from ${config.application.name}`],
    ['ctf_tagline', 'Hack the juice shop, capture the flags'],
    ['ctf_logo', rtbImages.gameLogo()],
  ]
}
