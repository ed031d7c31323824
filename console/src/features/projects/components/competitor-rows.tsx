import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { CompetitorRow } from '../utils/wizard-form'
import styles from './projects.module.css'

interface CompetitorRowsProps {
  rows: CompetitorRow[]
  /** the new rows, and the fields whose server errors no longer apply */
  onChange: (rows: CompetitorRow[], fields: string[]) => void
  errorOf: (field: string) => string | undefined
  touch: (field: string) => void
  maxRows: number
  disabled?: boolean
}

const EMPTY: CompetitorRow = { name: '', url: '' }

/** Editable rows of competitor name and domain, with each field's error under it. */
export function CompetitorRows({ rows, onChange, errorOf, touch, maxRows, disabled }: CompetitorRowsProps) {
  const { t } = useTranslation('projects')
  const setRow = (index: number, patch: Partial<CompetitorRow>, field: 'name' | 'url') =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
      [`competitors.${index}.${field}`, 'competitors'],
    )
  // removing a row shifts the rows under it: their server errors no longer apply
  const removeRow = (index: number) =>
    onChange(
      rows.length > 1 ? rows.filter((_, i) => i !== index) : [EMPTY],
      rows.flatMap((_, i) => (i >= index ? [`competitors.${i}.url`, `competitors.${i}.name`] : [])).concat('competitors'),
    )
  const listError = errorOf('competitors')

  return (
    <div>
      <div className={styles.rowHeader}>
        <span>{t('wizard.competitors.name')}</span>
        <span>{t('wizard.competitors.url')}</span>
        <span />
      </div>
      <Form layout="vertical" requiredMark={false} component="div" disabled={disabled}>
        {rows.map((row, index) => {
          const nameError = errorOf(`competitors.${index}.name`)
          const urlError = errorOf(`competitors.${index}.url`)
          return (
            <div className={styles.row} key={index}>
              <Form.Item validateStatus={nameError ? 'error' : undefined} help={nameError} className={styles.rowItem}>
                <Input
                  value={row.name}
                  placeholder={t('wizard.competitors.namePlaceholder')}
                  aria-label={`${t('wizard.competitors.name')} ${index + 1}`}
                  onChange={(event) => setRow(index, { name: event.target.value }, 'name')}
                  onBlur={() => touch(`competitors.${index}.name`)}
                  maxLength={120}
                />
              </Form.Item>
              <Form.Item validateStatus={urlError ? 'error' : undefined} help={urlError} className={styles.rowItem}>
                <Input
                  value={row.url}
                  placeholder={t('wizard.competitors.urlPlaceholder')}
                  aria-label={`${t('wizard.competitors.url')} ${index + 1}`}
                  onChange={(event) => setRow(index, { url: event.target.value }, 'url')}
                  onBlur={() => touch(`competitors.${index}.url`)}
                  inputMode="url"
                />
              </Form.Item>
              <Tooltip title={t('wizard.competitors.remove')}>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('wizard.competitors.remove')}
                  onClick={() => removeRow(index)}
                />
              </Tooltip>
            </div>
          )
        })}
      </Form>
      {listError && (
        <Typography.Paragraph type="danger" className={styles.listError} role="alert">
          {listError}
        </Typography.Paragraph>
      )}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={disabled || rows.length >= maxRows}
        onClick={() => onChange([...rows, EMPTY], ['competitors'])}
      >
        {t('wizard.competitors.add')}
      </Button>
    </div>
  )
}
