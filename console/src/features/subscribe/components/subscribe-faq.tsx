import { Collapse, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import styles from './subscribe.module.css'

const QUESTIONS = ['trial', 'currency', 'yearly', 'invoice', 'payment', 'change', 'cancel']

/** The FAQ the sidebar footer links to (/subscribe#faq). */
export function SubscribeFaq() {
  const { t } = useTranslation('subscribe')
  return (
    <section id="faq" className={`${styles.section} ${styles.faq}`} aria-labelledby="faq-title">
      <Typography.Title level={4} id="faq-title" className={styles.sectionTitle}>
        {t('faq.title')}
      </Typography.Title>
      <Collapse
        defaultActiveKey={['trial']}
        items={QUESTIONS.map((key) => ({
          key,
          label: <Typography.Text strong>{t(`faq.items.${key}.q`)}</Typography.Text>,
          children: <Typography.Paragraph style={{ margin: 0 }}>{t(`faq.items.${key}.a`)}</Typography.Paragraph>,
        }))}
      />
    </section>
  )
}
