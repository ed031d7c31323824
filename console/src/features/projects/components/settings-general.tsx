import { DeleteOutlined } from '@ant-design/icons'
import { App, Button, Descriptions, Form, Input, Space, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { CountryFlag } from '@/components/country-select'
import { useUser } from '@/lib/auth'
import { useProjectRules } from '@/lib/constants'
import { failureText } from '@/lib/failure-text'
import { useDeleteSite } from '../api/delete-site'
import { useUpdateSite } from '../api/update-site'
import { useIssueText } from '@/lib/use-issue-text'
import { RuleError, textValue } from '@/lib/project-validation'
import { useTargetLabels } from '../hooks/use-target-labels'
import type { SettingsProps } from './project-settings-screen'
import panel from '@/components/settings-panel.module.css'
import styles from './projects.module.css'

/** Rename, the project's details, and delete (the creator only: the server says so to others). */
export function SettingsGeneral({ site, canEdit }: SettingsProps) {
  const { t } = useTranslation('projects')
  const { message, modal } = App.useApp()
  const navigate = useNavigate()
  const { user } = useUser()
  const issueText = useIssueText()
  const { country, countryLabel, languageLabel } = useTargetLabels(site)
  const update = useUpdateSite(site.id)
  const remove = useDeleteSite()
  const [name, setName] = useState(site.name)
  const [nameError, setNameError] = useState<string>()
  const isCreator = user?.id === site.creator_id
  const rules = useProjectRules()

  const rename = () => {
    let clean: string
    try {
      // the length is the server's to check until its rules document has arrived
      clean = textValue(name, rules?.name_max_length ?? Infinity)
    } catch (error) {
      if (error instanceof RuleError) return setNameError(issueText(error))
      throw error
    }
    update.mutate(
      { name: clean },
      {
        onSuccess: (saved) => {
          setName(saved.name)
          void message.success(t('settings.general.renamed'))
        },
        onError: (error) => setNameError(failureText(error, t('wizard.failed'))),
      },
    )
  }

  const confirmDelete = () =>
    modal.confirm({
      title: t('settings.general.deleteConfirm.title', { name: site.name }),
      content: t('settings.general.deleteConfirm.content', {
        keywords: site.keyword_count,
        competitors: site.competitor_count,
      }),
      okText: t('settings.general.deleteConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove.mutateAsync(site.id).then(
          () => {
            void message.success(t('settings.general.deleted', { name: site.name }))
            void navigate('/', { replace: true })
          },
          (error: unknown) => void message.error(failureText(error, t('settings.general.deleteFailed'))),
        ),
    })

  return (
    <div>
      <section className={styles.section}>
        <Typography.Title level={5} className={panel.sectionTitle}>
          {t('settings.general.details')}
        </Typography.Title>
        <Form layout="vertical" requiredMark={false} component="div" style={{ maxWidth: 560 }}>
          <Form.Item
            label={t('settings.general.name')}
            validateStatus={nameError ? 'error' : undefined}
            help={nameError}
            htmlFor="project-name"
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id="project-name"
                value={name}
                disabled={!canEdit}
                maxLength={120}
                onChange={(event) => {
                  setName(event.target.value)
                  setNameError(undefined)
                }}
                onPressEnter={rename}
              />
              <Button
                type="primary"
                onClick={rename}
                loading={update.isPending}
                disabled={!canEdit || name.trim() === site.name}
              >
                {t('settings.general.rename')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
        <Descriptions
          column={1}
          size="small"
          bordered
          style={{ maxWidth: 720 }}
          items={[
            {
              key: 'url',
              label: t('settings.general.url'),
              children: (
                <Typography.Link href={site.url} target="_blank" rel="noopener noreferrer">
                  {site.url}
                </Typography.Link>
              ),
            },
            { key: 'domain', label: t('settings.general.domain'), children: site.domain },
            {
              key: 'country',
              label: t('settings.general.country'),
              children: (
                <span>
                  {country && <CountryFlag flag={country.flag} />} {countryLabel}
                </span>
              ),
            },
            { key: 'language', label: t('settings.general.language'), children: languageLabel },
            {
              key: 'created',
              label: t('settings.general.created'),
              children: dayjs(site.created_at).format('YYYY/MM/DD HH:mm'),
            },
          ]}
        />
      </section>
      <section className={styles.section}>
        <Typography.Title level={5} className={panel.sectionTitle} type="danger">
          {t('settings.general.danger')}
        </Typography.Title>
        <div className={styles.danger}>
          <div>
            <Typography.Text strong>{t('settings.general.delete')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {isCreator ? t('settings.general.deleteHelp') : t('settings.general.creatorOnly')}
            </Typography.Text>
          </div>
          <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
            {t('settings.general.delete')}
          </Button>
        </div>
      </section>
    </div>
  )
}
