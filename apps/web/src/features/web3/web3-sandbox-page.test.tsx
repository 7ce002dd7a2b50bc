import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../test/render'
import { SAMPLE_CONTRACT } from './sample-contract'
import Web3SandboxPage from './web3-sandbox-page'

describe('Web3 sandbox page', () => {
  it('offers an editor holding the sample contract and loads its padding image', () => {
    const { container } = renderPage(<Web3SandboxPage />, '/web3-sandbox')
    expect(screen.getByRole('heading', { name: 'Smart contract sandbox' })).toBeTruthy()
    const editor = screen.getByLabelText('Solidity source code') as HTMLTextAreaElement
    expect(editor.id).toBe('sandboxEditor')
    expect(editor.value).toBe(SAMPLE_CONTRACT)
    expect(container.querySelector('img[src="assets/public/images/padding/11px.png"]')).not.toBeNull()
    fireEvent.change(editor, { target: { value: 'contract Empty {}' } })
    expect(editor.value).toBe('contract Empty {}')
  })

  it('starts from a complete MIT-licensed contract for a 0.8.20 compiler', () => {
    expect(SAMPLE_CONTRACT).toMatch(/^\/\/ SPDX-License-Identifier: MIT\npragma solidity \^0\.8\.20;/)
    expect(SAMPLE_CONTRACT).toContain('contract JuiceCounter {')
  })
})
