import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { EditableRows, type RowListProps } from './editable-rows'
import styles from './editable-rows.module.css'

interface EmailRowsProps extends RowListProps<string> {
  /** the field name of the list (`recipients`, `emails`); a row is `<prefix>.<index>` */
  prefix: string
}

/** Editable rows of report-recipient e-mails, with each row's error under it. */
export function EmailRows({ prefix, errorOf, touch, ...props }: EmailRowsProps) {
  const { t } = useTranslation('projects')
  return (
    <EditableRows
      {...props}
      errorOf={errorOf}
      listField={prefix}
      rowFields={(index) => [`${prefix}.${index}`]}
      empty=""
      rowClassName={styles.emailRow}
      removeLabel={t('wizard.recipients.remove')}
      addLabel={t('wizard.recipients.add')}
      renderRow={(email, index, change) => {
        const field = `${prefix}.${index}`
        const error = errorOf(field)
        return (
          <Form.Item validateStatus={error ? 'error' : undefined} help={error} className={styles.rowItem}>
            <Input
              value={email}
              type="email"
              placeholder={t('wizard.recipients.placeholder')}
              aria-label={`${t('wizard.recipients.email')} ${index + 1}`}
              onChange={(event) => change(event.target.value, field)}
              onBlur={() => touch(field)}
            />
          </Form.Item>
        )
      }}
    />
  )
}
