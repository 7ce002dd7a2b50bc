import { createRequire } from 'node:module'
import type TurndownService from 'turndown'
import type { ShopConfig } from '../config/schema.js'
import type { CtfChallenge } from './ctf-challenges.js'
import { hintCost, type CtfHints } from './ctf-export-options.js'
import { boxDescription, rtbConfiguration, rtbImages } from './rtb-boxes.js'
import { xml, xmlDocument, type XmlElement } from './xml-text.js'

/**
 * RootTheBox's game import (XML) in the layout of juice-shop-ctf-cli 12.0.0: one box per challenge category (in
 * order of first appearance), each with one static flag per challenge, easiest first. RootTheBox shows Markdown,
 * so descriptions are converted from the shop's HTML with turndown's defaults, as the tool does, and followed by
 * the difficulty in stars.
 */
const star = '\u2b50\ufe0f'

const require = createRequire(import.meta.url)

/**
 * turndown carries a whole DOM implementation (domino, half a megabyte of code): it is loaded from node_modules on
 * the first RootTheBox export instead of being bundled, so the shop's start never parses it.
 */
const markdownConverter = (): TurndownService => {
  const Turndown = require('turndown') as typeof TurndownService
  return new Turndown()
}

function flag(
  challenge: CtfChallenge,
  order: number,
  hints: CtfHints,
  markdown: TurndownService,
): XmlElement {
  const description = `${markdown.turndown(challenge.description)} **Difficulty** ${star.repeat(challenge.difficulty)}`
  const children = [
    xml('name', challenge.name),
    xml('description', description),
    xml('token', challenge.flag),
    xml('value', challenge.points),
    xml('order', order),
  ]
  if (hints !== 'none' && challenge.hints.length > 0) {
    const price = hintCost(challenge.points, hints)
    const list = challenge.hints.map((text) => xml('hint', [xml('description', text), xml('price', price)]))
    children.push(xml('hints', list, { count: list.length }))
  }
  return xml('flag', children, { type: 'static' })
}

interface BoxParts {
  hints: CtfHints
  avatar: string
  markdown: TurndownService
}

function box(
  category: string,
  challenges: CtfChallenge[],
  { hints, avatar, markdown }: BoxParts,
): XmlElement {
  const easiestFirst = challenges
    .filter((challenge) => challenge.category === category)
    .sort((a, b) => a.difficulty - b.difficulty || a.id - b.id)
  const flags = easiestFirst.map((challenge, index) => flag(challenge, index + 1, hints, markdown))
  return xml(
    'box',
    [
      xml('name', category),
      xml('category', category),
      xml('description', boxDescription(category)),
      xml('avatar', avatar),
      xml('flags', flags, { count: flags.length }),
    ],
    { gamelevel: 0 },
  )
}

export function rtbXml(
  challenges: CtfChallenge[],
  hints: CtfHints,
  config: Pick<ShopConfig, 'application'>,
): string {
  const categories = [...new Set(challenges.map((challenge) => challenge.category))]
  const parts = { hints, avatar: rtbImages.boxAvatar(), markdown: markdownConverter() }
  const configuration = rtbConfiguration(config).map(([name, value]) => xml(name, value))
  const boxes = categories.map((category) => box(category, challenges, parts))
  const root = xml(
    'rootthebox',
    [
      xml('configuration', configuration),
      // One game level, as the tool writes it: RootTheBox puts every box on its first level.
      xml('gamelevels', [], { count: 1 }),
      xml(
        'categories',
        categories.map((category) => xml('category', [xml('category', [], { name: category })])),
        { count: categories.length },
      ),
      xml('corporations', [xml('corporation', [xml('name'), xml('boxes', boxes, { count: boxes.length })])], {
        count: 1,
      }),
    ],
    { api: 1 },
  )
  return xmlDocument(root)
}
