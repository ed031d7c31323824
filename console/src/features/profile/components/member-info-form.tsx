import { Alert, App, Button, Card, Col, Form, Input, Row, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { CountrySelect } from '@/components/country-select'
import { useConstants } from '@/lib/constants'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import type { User } from '@/types/api'
import { type ProfileChanges, useUpdateProfile } from '../api/update-profile'
import styles from './profile.module.css'

/** Name, position, phone, country, industry and interface language (PATCH /me). */
export function MemberInfoForm({ user }: { user: User }) {
  const { t } = useTranslation('profile')
  const { message } = App.useApp()
  const rules = useFormRules()
  const { data: constants, isLoading } = useConstants()
  const [form] = Form.useForm<ProfileChanges>()
  const { formError, handleError, clear } = useFormErrors(form)
  const update = useUpdateProfile()

  const initial: ProfileChanges = {
    name: user.name ?? '',
    title: user.title ?? undefined,
    phone: user.phone ?? '',
    country: user.country ?? undefined,
    industry: user.industry ?? undefined,
    language: user.language,
  }

  return (
    <Card className={styles.card} title={t('info.title')}>
      <Form<ProfileChanges>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={initial}
        onValuesChange={clear}
        onFinish={(values) =>
          update.mutate(
            { ...values, name: values.name?.trim() ?? '', phone: values.phone?.trim() ?? '' },
            {
              onSuccess: () => void message.success(t('info.saved')),
              onError: handleError,
            },
          )
        }
      >
        {formError && <Alert type="error" showIcon title={formError} className={styles.formError} />}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('info.name')}>
              <Input autoComplete="name" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="title" label={t('info.position')}>
              <Select allowClear loading={isLoading} placeholder={t('info.choose')} options={constants?.positions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('info.phone')}>
              <Input autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="country" label={t('info.country')}>
              <CountrySelect countries={constants?.countries ?? []} loading={isLoading} placeholder={t('info.choose')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="industry" label={t('info.industry')} required rules={[rules.requiredChoice]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={isLoading}
                placeholder={t('info.choose')}
                options={constants?.industries}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="language" label={t('info.language')} extra={t('info.languageHelp')}>
              <Select loading={isLoading} options={constants?.languages} />
            </Form.Item>
          </Col>
        </Row>
        <div className={styles.actions}>
          <Button onClick={() => form.resetFields()} disabled={update.isPending}>
            {t('info.reset')}
          </Button>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('common:actions.save')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
