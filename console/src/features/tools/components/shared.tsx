/** Pieces every text tool uses: the normalization options, a copy button, a result list with its count. */
import { CopyOutlined } from '@ant-design/icons'
import { App, Button, Checkbox, Input, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import type { NormalizeOptions } from '../api/tools'

const OPTION_KEYS: (keyof NormalizeOptions)[] = ['width', 'case', 'spaces', 'chinese']

/** The server's message for `field` of a refused request (422 `fields`), if any. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields.find((found) => found.field === field)?.message : undefined
}

/** The error of a request that no field shows (the connection, a 5xx, a 429). */
export function requestError(error: unknown): string | undefined {
  if (!error) return undefined
  if (error instanceof ApiError && error.fields.length > 0) return undefined
  return error instanceof Error ? error.message : String(error)
}

export function OptionsField({ value, onChange }: { value: NormalizeOptions; onChange: (next: NormalizeOptions) => void }) {
  const { t } = useTranslation('tools')
  return (
    <div data-testid="normalize-options">
      <Typography.Text strong>{t('options.title')}</Typography.Text>
      <div style={{ marginTop: 6 }}>
        {OPTION_KEYS.map((key) => (
          <div key={key}>
            <Checkbox checked={value[key]} onChange={(event) => onChange({ ...value, [key]: event.target.checked })}>
              {t(`options.${key}`)}
            </Checkbox>
          </div>
        ))}
      </div>
    </div>
  )
}

export function CopyButton({ text, label, testId }: { text: string; label?: string; testId?: string }) {
  const { t } = useTranslation('tools')
  const { message } = App.useApp()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      void message.success(t('copied'))
    } catch {
      void message.error(t('clipboardUnsupported'))
    }
  }
  return (
    <Button icon={<CopyOutlined />} onClick={copy} disabled={!text} data-testid={testId}>
      {label ?? t('copy')}
    </Button>
  )
}

/** A result: its title with the count, the lines (read-only, one a line) and a copy button. */
export function LineList({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  const { t } = useTranslation('tools')
  const text = lines.join('\n')
  return (
    <div data-testid={testId}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 6 }}>
        <Typography.Text strong>
          {title} <Typography.Text type="secondary">{t('lineCount', { count: lines.length })}</Typography.Text>
        </Typography.Text>
        <CopyButton text={text} />
      </Space>
      <Input.TextArea value={text} readOnly rows={10} aria-label={title} />
    </div>
  )
}
