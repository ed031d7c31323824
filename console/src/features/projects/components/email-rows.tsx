import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import styles from './projects.module.css'

interface EmailRowsProps {
  rows: string[]
  /** the field name of the list (`recipients`, `emails`); a row is `<prefix>.<index>` */
  prefix: string
  onChange: (rows: string[], fields: string[]) => void
  errorOf: (field: string) => string | undefined
  touch: (field: string) => void
  maxRows: number
  disabled?: boolean
}

/** Editable rows of report-recipient e-mails, with each row's error under it. */
export function EmailRows({ rows, prefix, onChange, errorOf, touch, maxRows, disabled }: EmailRowsProps) {
  const { t } = useTranslation('projects')
  const setRow = (index: number, email: string) =>
    onChange(
      rows.map((row, i) => (i === index ? email : row)),
      [`${prefix}.${index}`, prefix],
    )
  const removeRow = (index: number) =>
    onChange(
      rows.length > 1 ? rows.filter((_, i) => i !== index) : [''],
      rows.flatMap((_, i) => (i >= index ? [`${prefix}.${i}`] : [])).concat(prefix),
    )
  const listError = errorOf(prefix)

  return (
    <div>
      <Form layout="vertical" requiredMark={false} component="div" disabled={disabled}>
        {rows.map((email, index) => {
          const error = errorOf(`${prefix}.${index}`)
          return (
            <div className={styles.emailRow} key={index}>
              <Form.Item validateStatus={error ? 'error' : undefined} help={error} className={styles.rowItem}>
                <Input
                  value={email}
                  type="email"
                  placeholder={t('wizard.recipients.placeholder')}
                  aria-label={`${t('wizard.recipients.email')} ${index + 1}`}
                  onChange={(event) => setRow(index, event.target.value)}
                  onBlur={() => touch(`${prefix}.${index}`)}
                />
              </Form.Item>
              <Tooltip title={t('wizard.recipients.remove')}>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('wizard.recipients.remove')}
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
        onClick={() => onChange([...rows, ''], [prefix])}
      >
        {t('wizard.recipients.add')}
      </Button>
    </div>
  )
}
