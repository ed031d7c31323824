import { CheckCircleFilled, ExclamationCircleFilled, MailOutlined } from '@ant-design/icons'
import { Alert, App, Avatar, Button, Card, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import type { User } from '@/types/api'
import { useReferrals } from '../api/get-referrals'
import { useResendVerification } from '../api/resend-verification'
import styles from './profile.module.css'

/** Who is signed in, whether the e-mail is verified, and the resend button when it is not. */
export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation('profile')
  const { message } = App.useApp()
  const resend = useResendVerification()
  const referrals = useReferrals().data
  const display = user.name || user.email

  return (
    <Card className={styles.card}>
      <div className={styles.account}>
        <Avatar size={56} className={styles.avatar}>
          {[...display][0]?.toUpperCase()}
        </Avatar>
        <div className={styles.accountText}>
          <Typography.Title level={5} className={styles.accountName} ellipsis>
            {display}
          </Typography.Title>
          <Typography.Text type="secondary" ellipsis>
            {user.email}
          </Typography.Text>
        </div>
      </div>
      {user.email_verified ? (
        <div className={styles.verified}>
          <CheckCircleFilled /> {t('account.verified', { date: dayjs(user.email_verified_at).format('YYYY/MM/DD') })}
        </div>
      ) : (
        <Alert
          type="warning"
          showIcon
          icon={<ExclamationCircleFilled />}
          className={styles.unverified}
          title={t('account.unverified')}
          description={
            <>
              <div>{t('account.unverifiedHelp')}</div>
              <Button
                size="small"
                icon={<MailOutlined />}
                loading={resend.isPending}
                className={styles.resend}
                onClick={() =>
                  resend.mutate(undefined, {
                    onSuccess: () => void message.success(t('account.resent', { email: user.email })),
                    onError: (error) => void message.error(failureText(error, t('account.resendFailed'))),
                  })
                }
              >
                {t('account.resend')}
              </Button>
            </>
          }
        />
      )}
      <dl className={styles.facts}>
        <dt>{t('account.since')}</dt>
        <dd>{dayjs(user.created_at).format('YYYY/MM/DD')}</dd>
        <dt>{t('account.referralCode')}</dt>
        <dd>
          <Typography.Text copyable={{ tooltips: [t('account.copy'), t('account.copied')] }} code>
            {user.referral_code}
          </Typography.Text>
          {referrals && (
            <Typography.Paragraph type="secondary" className={styles.referralNote} data-testid="referral-rewards">
              {t('account.referralReward', { days: referrals.reward_days })}
              {referrals.rewarded > 0 &&
                ` ${t('account.referralEarned', { count: referrals.rewarded, applied: referrals.days_applied, waiting: referrals.days_waiting })}`}
            </Typography.Paragraph>
          )}
        </dd>
      </dl>
    </Card>
  )
}
