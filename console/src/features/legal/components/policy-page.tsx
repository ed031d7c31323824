import { Card, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

interface Section {
  heading: string
  body: string
}

function PolicyPage({ policy }: { policy: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal')
  const sections = t(`${policy}.sections`, { returnObjects: true }) as Section[]
  return (
    <Card variant="borderless" style={{ borderRadius: 12 }} styles={{ body: { padding: '40px 48px' } }}>
      <Typography.Title level={1} style={{ fontSize: 30 }}>
        {t(`${policy}.title`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('updated')}</Typography.Paragraph>
      <Typography.Paragraph style={{ fontSize: 15 }}>{t(`${policy}.intro`)}</Typography.Paragraph>
      {sections.map((section, index) => (
        <section key={section.heading}>
          <Typography.Title level={4} style={{ marginTop: 28 }}>
            {index + 1}. {section.heading}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 15, lineHeight: 1.8 }}>{section.body}</Typography.Paragraph>
        </section>
      ))}
    </Card>
  )
}

export function PrivacyPolicyPage() {
  return <PolicyPage policy="privacy" />
}

export function ServicePolicyPage() {
  return <PolicyPage policy="terms" />
}
