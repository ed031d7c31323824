import { FilePdfOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '@/lib/download'
import type { QueryValue } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'

/** "Download PDF": a report the server's Chromium prints from a console page (`path` answers the PDF);
 * a failure shows the API's text, else SPEC §8's "PDF download failed". */
export function PdfDownload({ path, fileName, query }: { path: string; fileName: string; query?: Record<string, QueryValue> }) {
  const { t } = useTranslation('common')
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const download = () => {
    setBusy(true)
    downloadFile(path, fileName, query)
      .catch((error: unknown) => message.error(failureText(error, t('errors.pdfFailed'))))
      .finally(() => setBusy(false))
  }
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={download} data-testid="pdf-download">
      {t('actions.downloadPdf')}
    </Button>
  )
}
