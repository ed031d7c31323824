import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import type { CompetitorRow } from '@/lib/form-rows'
import { EditableRows, type RowListProps } from './editable-rows'
import styles from './editable-rows.module.css'

const EMPTY: CompetitorRow = { name: '', url: '' }

/** Editable rows of competitor name and domain, with each field's error under it. */
export function CompetitorRows({ errorOf, touch, ...props }: RowListProps<CompetitorRow>) {
  const { t } = useTranslation('projects')
  return (
    <EditableRows
      {...props}
      errorOf={errorOf}
      listField="competitors"
      rowFields={(index) => [`competitors.${index}.url`, `competitors.${index}.name`]}
      empty={EMPTY}
      rowClassName={styles.row}
      header={
        <div className={styles.rowHeader}>
          <span>{t('wizard.competitors.name')}</span>
          <span>{t('wizard.competitors.url')}</span>
          <span />
        </div>
      }
      removeLabel={t('wizard.competitors.remove')}
      addLabel={t('wizard.competitors.add')}
      renderRow={(row, index, change) => {
        const nameField = `competitors.${index}.name`
        const urlField = `competitors.${index}.url`
        const nameError = errorOf(nameField)
        const urlError = errorOf(urlField)
        return (
          <>
            <Form.Item validateStatus={nameError ? 'error' : undefined} help={nameError} className={styles.rowItem}>
              <Input
                value={row.name}
                placeholder={t('wizard.competitors.namePlaceholder')}
                aria-label={`${t('wizard.competitors.name')} ${index + 1}`}
                onChange={(event) => change({ ...row, name: event.target.value }, nameField)}
                onBlur={() => touch(nameField)}
                maxLength={120}
              />
            </Form.Item>
            <Form.Item validateStatus={urlError ? 'error' : undefined} help={urlError} className={styles.rowItem}>
              <Input
                value={row.url}
                placeholder={t('wizard.competitors.urlPlaceholder')}
                aria-label={`${t('wizard.competitors.url')} ${index + 1}`}
                onChange={(event) => change({ ...row, url: event.target.value }, urlField)}
                onBlur={() => touch(urlField)}
                inputMode="url"
              />
            </Form.Item>
          </>
        )
      }}
    />
  )
}
