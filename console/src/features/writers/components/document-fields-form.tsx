import { Card, Form, Input, type InputRef } from 'antd'
import type { TextAreaRef } from 'antd/es/input/TextArea'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { SharedField, SharedFields } from '../collab/doc-layout'

export interface FieldRefs {
  keyword: RefObject<InputRef | null>
  title: RefObject<InputRef | null>
  description: RefObject<TextAreaRef | null>
}

/** The document's target keyword, title and meta description above its body. */
export function DocumentFieldsForm({
  values,
  onChange,
  refs,
  disabled,
}: {
  values: SharedFields
  onChange: (field: SharedField, value: string) => void
  refs?: FieldRefs
  disabled?: boolean
}) {
  const { t } = useTranslation('writers')
  return (
    <Card size="small">
      <Form layout="vertical" requiredMark={false} disabled={disabled}>
        <Form.Item label={t('fields.keyword')} style={{ marginBottom: 12 }}>
          <Input
            ref={refs?.keyword}
            value={values.keyword}
            maxLength={200}
            placeholder={t('fields.keywordPlaceholder')}
            onChange={(event) => onChange('keyword', event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('fields.title')} style={{ marginBottom: 12 }}>
          <Input
            ref={refs?.title}
            value={values.title}
            maxLength={200}
            showCount
            placeholder={t('fields.titlePlaceholder')}
            onChange={(event) => onChange('title', event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('fields.description')} style={{ marginBottom: 0 }}>
          <Input.TextArea
            ref={refs?.description}
            value={values.description}
            maxLength={1000}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('fields.descriptionPlaceholder')}
            onChange={(event) => onChange('description', event.target.value)}
          />
        </Form.Item>
      </Form>
    </Card>
  )
}
