import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'
import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { Highlight, themes } from 'prism-react-renderer'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../components/visually-hidden'

interface SnippetLinesProps {
  code: string
  /** Selected line numbers (from 1). */
  selected: number[]
  onToggle: (line: number) => void
}

/** Where a key moves the focus from `line` (of `count`), or `undefined` for keys that do not move it. */
function moveTarget(key: string, line: number, count: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(count, line + 1)
  if (key === 'ArrowUp') return Math.max(1, line - 1)
  if (key === 'Home') return 1
  if (key === 'End') return count
  return undefined
}

/**
 * The snippet highlighted as TypeScript, with line numbers; every line is a checkbox. One line at a time is in the
 * tab order: arrow keys (and Home/End) move between lines, Space or Enter toggles one.
 */
export function SnippetLines({ code, selected, onToggle }: SnippetLinesProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const [focused, setFocused] = useState(1)
  const lineRefs = useRef<(HTMLDivElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, line: number, count: number): void => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault()
      onToggle(line)
      return
    }
    const target = moveTarget(event.key, line, count)
    if (target === undefined) return
    event.preventDefault()
    setFocused(target)
    lineRefs.current[target - 1]?.focus()
  }

  return (
    <Highlight
      theme={theme.palette.mode === 'dark' ? themes.vsDark : themes.vsLight}
      code={code.replace(/\n+$/, '')}
      language="typescript"
    >
      {({ tokens, style, getLineProps, getTokenProps }) => (
        <Box
          role="group"
          aria-label={t('CODING_SNIPPET_LINES')}
          data-testid="code-snippet"
          sx={{ ...style, borderRadius: 1, overflowX: 'auto', py: 1, fontFamily: 'monospace', fontSize: 13 }}
        >
          <Box sx={{ minWidth: '100%', width: 'max-content' }}>
            {tokens.map((tokenLine, index) => {
              const line = index + 1
              const checked = selected.includes(line)
              const lineProps = getLineProps({ line: tokenLine })
              return (
                <Box
                  key={line}
                  className={lineProps.className}
                  style={lineProps.style}
                  ref={(element: HTMLDivElement | null) => {
                    lineRefs.current[index] = element
                  }}
                  role="checkbox"
                  aria-checked={checked}
                  tabIndex={line === focused ? 0 : -1}
                  data-testid="code-line"
                  data-line={line}
                  onClick={() => {
                    setFocused(line)
                    onToggle(line)
                  }}
                  onFocus={() => setFocused(line)}
                  onKeyDown={(event) => onKeyDown(event, line, tokens.length)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    cursor: 'pointer',
                    borderLeft: 3,
                    borderColor: checked ? 'secondary.main' : 'transparent',
                    bgcolor: checked ? alpha(theme.palette.secondary.main, 0.25) : undefined,
                    '&:hover': { bgcolor: alpha(theme.palette.secondary.main, checked ? 0.35 : 0.12) },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      px: 1,
                      opacity: 0.7,
                      userSelect: 'none',
                    }}
                  >
                    {checked ? (
                      <CheckBoxIcon sx={{ fontSize: 16 }} color="secondary" />
                    ) : (
                      <CheckBoxOutlineBlankIcon sx={{ fontSize: 16 }} />
                    )}
                    {/* Drawn by CSS and hidden: the line is named by its text ("Line 2: const …", see below). */}
                    <Box
                      component="span"
                      data-number={line}
                      sx={{
                        minWidth: '2ch',
                        textAlign: 'right',
                        '&::before': { content: 'attr(data-number)' },
                      }}
                    />
                  </Box>
                  {/* Named by its content, not an aria-label: highlighting splits the code into many spans, which
                      axe cannot match against a label, and speech users say what they see. */}
                  <Box component="span" sx={visuallyHidden}>
                    {`${t('CODING_LINE_NUMBER', { line })}\u00a0`}
                  </Box>
                  <Box component="span" sx={{ whiteSpace: 'pre', pr: 2 }}>
                    {tokenLine.map((token, key) => {
                      const tokenProps = getTokenProps({ token })
                      return (
                        <span key={key} className={tokenProps.className} style={tokenProps.style}>
                          {tokenProps.children}
                        </span>
                      )
                    })}
                  </Box>
                </Box>
              )
            })}
          </Box>
        </Box>
      )}
    </Highlight>
  )
}
