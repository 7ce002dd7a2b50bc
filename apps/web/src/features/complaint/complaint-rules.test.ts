import { describe, expect, it } from 'vitest'
import { INVOICE_ACCEPT, invoiceFileProblem, validateComplaintMessage } from './complaint-rules'

describe('complaint message', () => {
  it('is required and at most 160 characters', () => {
    expect(validateComplaintMessage('')).toBe('MANDATORY_MESSAGE')
    expect(validateComplaintMessage(' ')).toBe('MANDATORY_MESSAGE')
    expect(validateComplaintMessage('x'.repeat(160))).toBe(true)
    expect(validateComplaintMessage('x'.repeat(161))).toBe('INVALID_TEXT_LENGTH')
  })
})

describe('invoice file', () => {
  it('accepts pdf, xml (also as text/xml) and zip up to 100000 bytes', () => {
    expect(invoiceFileProblem({ name: 'invoice.pdf', type: 'application/pdf', size: 100_000 })).toBeNull()
    expect(invoiceFileProblem({ name: 'order.xml', type: 'application/xml', size: 10 })).toBeNull()
    expect(invoiceFileProblem({ name: 'order.xml', type: 'text/xml', size: 10 })).toBeNull()
    expect(invoiceFileProblem({ name: 'bundle.zip', type: 'application/zip', size: 10 })).toBeNull()
    expect(
      invoiceFileProblem({ name: 'bundle.zip', type: 'application/x-zip-compressed', size: 10 }),
    ).toBeNull()
    expect(invoiceFileProblem({ name: 'SCAN.PDF', type: '', size: 10 })).toBeNull()
  })

  it('rejects other types', () => {
    const problem = { key: 'INVALID_FILE_TYPE', params: { type: 'PDF, ZIP' } }
    expect(invoiceFileProblem({ name: 'tool.exe', type: 'application/x-msdownload', size: 21 })).toEqual(
      problem,
    )
    expect(invoiceFileProblem({ name: 'notes.txt', type: 'text/plain', size: 21 })).toEqual(problem)
    expect(invoiceFileProblem({ name: 'pdf', type: '', size: 21 })).toEqual(problem)
  })

  it('rejects files over 100000 bytes', () => {
    expect(invoiceFileProblem({ name: 'big.pdf', type: 'application/pdf', size: 100_001 })).toEqual({
      key: 'INVALID_FILE_SIZE',
      params: { size: '100 KB' },
    })
  })

  it('filters the file chooser to the allowed types', () => {
    expect(INVOICE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.xml', '.zip', 'text/xml']))
  })
})
