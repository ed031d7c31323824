import { ArrowRightOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { CountrySelect } from '@/components/country-select'
import { useSetUser, useUser } from '@/lib/auth'
import { afterSignInPath } from '@/lib/auth-redirect'
import { useConstants } from '@/lib/constants'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { normalizeLocale } from '@/lib/locale'
import { type InitialProfile, saveInitialProfile } from '../api/save-initial-profile'
import styles from './auth.module.css'

/** Where the overview opens the new-project wizard. */
export const FIRST_PROJECT_PATH = '/?new=1'

const COUNTRY_BY_LOCALE: Record<string, string> = { 'zh-TW': 'TW', ja: 'JP' }

/** /auth/profile: the short form after sign-up, then on to where sign-in was headed or the first project. */
export function InitialProfilePage() {
  const { t, i18n } = useTranslation('auth')
  const rules = useFormRules()
  const { user } = useUser()
  const setUser = useSetUser()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { data: constants, isLoading } = useConstants()
  const [form] = Form.useForm<InitialProfile>()
  const { formError, handleError, clear } = useFormErrors(form)
  const mutation = useMutation({
    mutationFn: saveInitialProfile,
    onMutate: clear,
    onSuccess: (saved) => {
      setUser(saved)
      // where sign-in was headed (an invitation link), else the first project
      void navigate(params.has('to') ? afterSignInPath(params.toString()) : FIRST_PROJECT_PATH)
    },
    onError: handleError,
  })

  const locale = normalizeLocale(i18n.language) ?? 'zh-TW'
  return (
    <div>
      <Typography.Title level={2} className={styles.title}>
        {t('profile.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.subtitle}>
        {t('profile.subtitle')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{
          name: user?.name ?? '',
          title: user?.title ?? undefined,
          phone: user?.phone ?? '',
          country: user?.country ?? COUNTRY_BY_LOCALE[locale],
          industry: user?.industry ?? undefined,
        }}
        onFinish={(values) => mutation.mutate(values)}
      >
        {formError && <Alert type="error" showIcon title={formError} className={styles.formError} />}
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('fields.name')}>
              <Input autoComplete="name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="title" label={t('fields.position')}>
              <Select
                allowClear
                loading={isLoading}
                placeholder={t('fields.choose')}
                options={constants?.positions}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="phone" label={t('fields.phone')}>
              <Input autoComplete="tel" placeholder={locale === 'ja' ? '090-1234-5678' : '0912-345-678'} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="country" label={t('fields.country')} tooltip={t('profile.countryHint')}>
              <CountrySelect countries={constants?.countries ?? []} loading={isLoading} placeholder={t('fields.choose')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="industry" label={t('fields.industry')} required rules={[rules.requiredChoice]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={isLoading}
            placeholder={t('fields.choose')}
            options={constants?.industries}
          />
        </Form.Item>
        <Form.Item name="trial_code" label={t('fields.trialCode')} extra={t('profile.trialHint')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          className={styles.submit}
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
        >
          {t('profile.submit')}
        </Button>
      </Form>
    </div>
  )
}
