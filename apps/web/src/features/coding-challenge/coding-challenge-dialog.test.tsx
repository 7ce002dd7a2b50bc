import type { Challenge } from '@juicy/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../test/render'
import CodingChallengeDialog from './coding-challenge-dialog'

const snippet = [
  'export function findByCredentials(db: Database, email: string, hash: string) {',
  "  const sql = `SELECT * FROM Users WHERE email = '${email}' AND password = '${hash}'`",
  '  const row = db.prepare(sql).get()',
  '  return row && toUser(row)',
  '}',
].join('\n')
const fixes = [
  snippet.replace("email = '${email}'", "email = '${email.replace(/'/g, \"\\\\'\")}'"),
  [
    'export function findByCredentials(db: Database, email: string, hash: string) {',
    "  const row = db.prepare('SELECT * FROM Users WHERE email = ? AND password = ?').get(email, hash)",
    '  return row && toUser(row)',
    '}',
  ].join('\n'),
]

const challenge: Challenge = {
  id: 2,
  key: 'loginAdminChallenge',
  name: 'Login Admin',
  category: 'Injection',
  tags: null,
  description: 'Log in as admin.',
  difficulty: 2,
  mitigationUrl: null,
  solved: true,
  disabledEnv: null,
  tutorialOrder: null,
  codingChallengeStatus: 0,
  hasCodingChallenge: true,
  createdAt: '',
  updatedAt: '',
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A server answering like /snippets: line 2 is the vulnerable one, fix 1 (0-based) the right one. */
function stubServer(options: { snippetStatus?: number } = {}) {
  const posts: { path: string; body: unknown }[] = []
  let wrongAttempts = 0
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { selectedLines?: number[]; selectedFix?: number }
      posts.push({ path, body })
      if (path === 'snippets/verdict') {
        if (JSON.stringify(body.selectedLines) === '[2]') return json({ verdict: true })
        wrongAttempts++
        return json(wrongAttempts > 1 ? { verdict: false, hint: 'Follow the email.' } : { verdict: false })
      }
      const right = body.selectedFix === 1
      return json({
        verdict: right,
        explanation: right ? 'Placeholders keep data apart.' : 'Backslashes do not escape.',
      })
    }
    if (path === 'snippets/loginAdminChallenge') {
      return options.snippetStatus
        ? json({ status: 'error', error: 'No code challenge for challenge key: loginAdminChallenge' }, 404)
        : json({ snippet })
    }
    if (path === 'snippets/fixes/loginAdminChallenge') return json({ fixes })
    return new Response('not stubbed', { status: 500 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { posts }
}

function openDialog(status = 0) {
  const onClose = vi.fn()
  const result = renderPage(
    <CodingChallengeDialog challenge={{ ...challenge, codingChallengeStatus: status }} onClose={onClose} />,
  )
  return { ...result, onClose }
}

const line = (number: number) => screen.getByRole('checkbox', { name: new RegExp(`^Line ${number}:`) })

describe('coding challenge dialog', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the numbered, highlighted snippet and selects lines by mouse', async () => {
    stubServer()
    openDialog()
    expect(await screen.findByText('Coding challenge: Login Admin')).toBeTruthy()
    await screen.findByTestId('code-snippet')
    expect(screen.getAllByRole('checkbox')).toHaveLength(5)
    expect(line(2).textContent?.replace(/\s+/g, ' ')).toMatch(/^Line 2: const sql =/)
    expect(line(2).querySelector('.token')).not.toBeNull()
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit.hasAttribute('disabled')).toBe(true)
    fireEvent.click(line(2))
    expect(line(2).getAttribute('aria-checked')).toBe('true')
    expect(submit.hasAttribute('disabled')).toBe(false)
    fireEvent.click(line(2))
    expect(line(2).getAttribute('aria-checked')).toBe('false')
  })

  it('moves between lines with the arrow keys and toggles with Space and Enter', async () => {
    stubServer()
    openDialog()
    await screen.findByTestId('code-snippet')
    expect(line(1).tabIndex).toBe(0)
    expect(line(2).tabIndex).toBe(-1)
    line(1).focus()
    fireEvent.keyDown(line(1), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(line(2))
    expect(line(2).tabIndex).toBe(0)
    expect(line(1).tabIndex).toBe(-1)
    fireEvent.keyDown(line(2), { key: ' ' })
    expect(line(2).getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(line(2), { key: 'End' })
    expect(document.activeElement).toBe(line(5))
    fireEvent.keyDown(line(5), { key: 'Enter' })
    expect(line(5).getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(line(5), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(line(5))
    fireEvent.keyDown(line(5), { key: 'Home' })
    fireEvent.keyDown(line(1), { key: 'ArrowUp' })
    expect(document.activeElement).toBe(line(1))
  })

  it('says when the selection is wrong, shows the hint the server sends, then succeeds and moves on', async () => {
    const { posts } = stubServer()
    openDialog()
    await screen.findByTestId('code-snippet')
    fireEvent.click(line(1))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect((await screen.findByTestId('coding-verdict')).textContent).toContain('Not quite')
    expect(screen.queryByTestId('coding-hint')).toBeNull()

    fireEvent.click(line(3))
    expect(screen.queryByTestId('coding-verdict')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect((await screen.findByTestId('coding-hint')).textContent).toBe('HintFollow the email.')
    expect(screen.getByTestId('coding-verdict').getAttribute('data-verdict')).toBe('false')

    fireEvent.click(line(1))
    fireEvent.click(line(3))
    fireEvent.click(line(2))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const verdict = await screen.findByText('Correct! You found the vulnerable code.')
    expect(verdict).toBeTruthy()
    expect(screen.queryByTestId('coding-hint')).toBeNull()
    expect(posts.map((post) => post.body)).toEqual([
      { key: 'loginAdminChallenge', selectedLines: [1] },
      { key: 'loginAdminChallenge', selectedLines: [1, 3] },
      { key: 'loginAdminChallenge', selectedLines: [2] },
    ])
    expect(screen.getByTestId('coding-step-find-it').textContent).toContain('Solved')

    fireEvent.click(screen.getByRole('button', { name: 'Continue to Fix it' }))
    expect(await screen.findAllByTestId('fix-option')).toHaveLength(2)
  })

  it('opens on Fix it when the lines were found before and shows each fix as a diff', async () => {
    stubServer()
    openDialog(1)
    const options = await screen.findAllByTestId('fix-option')
    expect(screen.getByRole('radiogroup')).toBeTruthy()
    const removed = options[1]!.querySelectorAll('[data-kind="removed"]')
    const added = options[1]!.querySelectorAll('[data-kind="added"]')
    expect(removed).toHaveLength(2)
    expect(added).toHaveLength(1)
    expect(removed[0]!.textContent).toMatch(/^-\s+const sql = /)
    expect(added[0]!.textContent).toMatch(/^\+\s+const row = db\.prepare\('SELECT/)
    expect(within(options[1]!).getAllByText(/^return row/)).toHaveLength(1)
  })

  it('explains wrong and right fixes and shows success', async () => {
    const { posts } = stubServer()
    openDialog(1)
    await screen.findAllByTestId('fix-option')
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit.hasAttribute('disabled')).toBe(true)

    fireEvent.click(screen.getByRole('radio', { name: 'Option 1' }))
    fireEvent.click(submit)
    const wrong = await screen.findByTestId('coding-verdict')
    expect(wrong.textContent).toBe(
      'Sorry, this change does not fix the vulnerability.Backslashes do not escape.',
    )

    fireEvent.click(screen.getByRole('radio', { name: 'Option 2' }))
    expect(screen.queryByTestId('coding-verdict')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(screen.getByTestId('coding-verdict').textContent).toBe(
        'Correct! This change fixes the vulnerability.Placeholders keep data apart.',
      ),
    )
    expect(screen.getByTestId('coding-step-fix-it').textContent).toContain('Solved')
    expect(posts.map((post) => post.body)).toEqual([
      { key: 'loginAdminChallenge', selectedFix: 0 },
      { key: 'loginAdminChallenge', selectedFix: 1 },
    ])
  })

  it('shows both steps as done when already fixed, and replays Find it', async () => {
    stubServer()
    openDialog(2)
    expect(await screen.findByText(/You already found and fixed this vulnerability/)).toBeTruthy()
    expect(screen.getByTestId('coding-step-find-it').textContent).toContain('Solved')
    expect(screen.getByTestId('coding-step-fix-it').textContent).toContain('Solved')
    fireEvent.click(screen.getByTestId('coding-step-find-it'))
    expect(await screen.findByTestId('code-snippet')).toBeTruthy()
  })

  it("shows the server's error when there is no snippet", async () => {
    stubServer({ snippetStatus: 404 })
    const { onClose } = openDialog()
    expect(await screen.findByText('No code challenge for challenge key: loginAdminChallenge')).toBeTruthy()
    expect(screen.getByTestId('coding-step-fix-it').closest('button')?.hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })
})
