import { Col, Form, Input, Row, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { CountrySelect } from '@/components/country-select'
import { useConstants } from '@/lib/constants'
import { languageForCountry } from '../utils/wizard-form'
import type { StepProps } from './new-project-wizard'
import styles from './projects.module.css'

/** Step 1: the site's name, URL (with its protocol), target country and search language. */
export function WizardSiteStep({ values, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('projects')
  const { data: constants, isLoading } = useConstants()
  const status = (field: string) => (errorOf(field) ? 'error' : undefined)

  return (
    <Form layout="vertical" requiredMark={false} component="div">
      <Typography.Paragraph type="secondary" className={styles.stepIntro}>
        {t('wizard.site.intro')}
      </Typography.Paragraph>
      <Form.Item label={t('wizard.site.name')} validateStatus={status('name')} help={errorOf('name')} htmlFor="wizard-name">
        <Input
          id="wizard-name"
          autoFocus
          value={values.name}
          placeholder={t('wizard.site.namePlaceholder')}
          onChange={(event) => update({ name: event.target.value }, ['name'])}
          onBlur={() => touch('name')}
          maxLength={120}
        />
      </Form.Item>
      <Form.Item
        label={t('wizard.site.url')}
        validateStatus={status('url')}
        help={errorOf('url') ?? t('wizard.site.urlHelp')}
        htmlFor="wizard-url"
      >
        <Input
          id="wizard-url"
          value={values.url}
          placeholder={t('wizard.site.urlPlaceholder')}
          onChange={(event) => update({ url: event.target.value }, ['url'])}
          onBlur={() => touch('url')}
          inputMode="url"
          autoComplete="url"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label={t('wizard.site.country')} validateStatus={status('country')} help={errorOf('country')}>
            <CountrySelect
              countries={constants?.countries ?? []}
              loading={isLoading}
              value={values.country || undefined}
              onChange={(country) =>
                update({ country, language: languageForCountry(country) }, ['country', 'language'])
              }
              aria-label={t('wizard.site.country')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('wizard.site.language')} validateStatus={status('language')} help={errorOf('language')}>
            <Select
              loading={isLoading}
              value={values.language || undefined}
              options={constants?.languages}
              onChange={(language: string) => update({ language }, ['language'])}
              aria-label={t('wizard.site.language')}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  )
}
