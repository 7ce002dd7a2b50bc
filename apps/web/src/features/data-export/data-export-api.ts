import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** `GET rest/image-captcha`: an SVG text captcha of 5 characters. */
export interface ImageCaptcha {
  image: string
}

export function useImageCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.imageCaptcha,
    queryFn: () => apiRequest<ImageCaptcha>('rest/image-captcha'),
    enabled,
    gcTime: 0,
  })
}

/** Export formats: only JSON is offered; PDF and Excel are shown but disabled. */
export const exportFormats = [
  { value: '1', labelKey: 'LABEL_FORMAT_JSON', enabled: true },
  { value: '2', labelKey: 'LABEL_FORMAT_PDF', enabled: false },
  { value: '3', labelKey: 'LABEL_FORMAT_EXCEL', enabled: false },
] as const

export interface DataExport {
  userData: string
  confirmation: string
}

export function requestDataExport(format: string, answer: string | undefined): Promise<DataExport> {
  return apiRequest<DataExport>('rest/user/data-export', {
    method: 'POST',
    body: answer === undefined ? { format } : { format, answer },
  })
}

/** Shows the exported JSON in a new window; false when the browser blocked the window. */
export function openExportWindow(userData: string, title: string): boolean {
  const exportWindow = window.open('', '_blank', 'width=500')
  if (!exportWindow) return false
  const document = exportWindow.document
  document.title = title
  const pre = document.createElement('pre')
  pre.textContent = userData
  document.body.appendChild(pre)
  return true
}

export function captchaImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
