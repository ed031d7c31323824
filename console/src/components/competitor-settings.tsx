import { DeleteOutlined } from '@ant-design/icons'
import { App, Button, Popconfirm, Table, Typography } from 'antd'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { allowance } from '@/lib/allowance'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { useProjectRules } from '@/lib/constants'
import { failureText } from '@/lib/failure-text'
import { useAddCompetitors } from '@/lib/api/add-competitors'
import { useDeleteCompetitor } from '@/lib/api/delete-competitor'
import { useCompetitors } from '@/lib/api/get-competitors'
import { useFieldErrors } from '@/lib/use-field-errors'
import type { Competitor, Site } from '@/types/projects'
import { type CompetitorRow, competitorRowField, competitorRowIssues, competitorsToSend } from '@/lib/form-rows'
import { CompetitorRows } from './competitor-rows'
import styles from './settings-panel.module.css'
import { SiteAvatar } from './site-avatar'

const EMPTY_ROWS: CompetitorRow[] = [{ name: '', url: '' }]

/**
 * The project's competitors: list, delete, and add more (same rules as the wizard's step 3); in the
 * project settings and on the competitors page. Managers and owners edit (`canEdit`).
 */
export function SettingsCompetitors({ site, canEdit }: { site: Site; canEdit: boolean }) {
  const { t } = useTranslation('projects')
  const { message } = App.useApp()
  const { user } = useUser()
  const competitors = useCompetitors(site.id)
  const add = useAddCompetitors(site.id)
  const remove = useDeleteCompetitor(site.id)
  const [rows, setRows] = useState<CompetitorRow[]>(EMPTY_ROWS)
  const [formError, setFormError] = useState<string>()

  const existing = useMemo(() => (competitors.data ?? []).map((competitor) => competitor.domain), [competitors.data])
  // the plan is the creator's: how many more fit is known here only to the creator
  const own = user?.id === site.creator_id ? allowance(user.subscription, 'competitors') : null
  const limit = own?.limited ? own.limit : Infinity
  const left = Math.max(limit - existing.length, 0)

  const rules = useProjectRules()
  const issues = useMemo(
    () => competitorRowIssues(rows, site.domain, existing, left, rules),
    [rows, site.domain, existing, left, rules],
  )
  const fields = useFieldErrors(issues)

  const submit = () => {
    if (issues.length) return fields.attempt()
    add.mutate(
      competitorsToSend(rows),
      {
        onSuccess: () => {
          setRows(EMPTY_ROWS)
          fields.reset()
          void message.success(t('settings.competitors.added'))
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.length) {
            fields.setServerErrors(
              Object.fromEntries(error.fields.map((f) => [competitorRowField(f.field, rows), f.message])),
            )
          } else setFormError(failureText(error, t('settings.competitors.addFailed')))
        },
      },
    )
  }

  const columns = [
    {
      key: 'name',
      title: t('settings.competitors.name'),
      render: (_: unknown, competitor: Competitor) => (
        <span className={styles.cardCountry}>
          <SiteAvatar name={competitor.name} domain={competitor.domain} size={28} />
          {competitor.name}
        </span>
      ),
    },
    {
      key: 'url',
      title: t('settings.competitors.url'),
      render: (_: unknown, competitor: Competitor) => (
        <Typography.Link href={competitor.url} target="_blank" rel="noopener noreferrer">
          {competitor.domain}
        </Typography.Link>
      ),
    },
    {
      key: 'created',
      title: t('settings.keywords.created'),
      width: 140,
      render: (_: unknown, competitor: Competitor) => dayjs(competitor.created_at).format('YYYY/MM/DD'),
    },
    {
      key: 'actions',
      width: 70,
      align: 'right' as const,
      render: (_: unknown, competitor: Competitor) =>
        canEdit && (
          <Popconfirm
            title={t('settings.competitors.deleteConfirm', { name: competitor.name })}
            okText={t('settings.competitors.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() =>
              remove.mutateAsync(competitor.id).then(
                () => void message.success(t('settings.competitors.deleted')),
                (error: unknown) => void message.error(failureText(error, t('settings.competitors.deleteFailed'))),
              )
            }
          >
            <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('settings.competitors.delete')} />
          </Popconfirm>
        ),
    },
  ]

  return (
    <div>
      {canEdit && (
        <div className={styles.addBox}>
          <Typography.Title level={5} className={styles.sectionTitle}>
            {t('settings.competitors.add')}
          </Typography.Title>
          <CompetitorRows
            rows={rows}
            onChange={(next, changed) => {
              setRows(next)
              fields.clearServer(changed)
              setFormError(undefined)
            }}
            errorOf={fields.errorOf}
            touch={fields.touch}
            maxRows={Math.max(left, 1)}
          />
          {formError && (
            <Typography.Paragraph type="danger" className={styles.note} role="alert">
              {formError}
            </Typography.Paragraph>
          )}
          <div className={styles.addActions}>
            <Typography.Text type="secondary">
              {Number.isFinite(limit) && t('settings.competitors.count', { count: existing.length, limit })}
            </Typography.Text>
            <Button type="primary" onClick={submit} loading={add.isPending}>
              {t('settings.competitors.submit')}
            </Button>
          </div>
        </div>
      )}
      <Table<Competitor>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={competitors.data ?? []}
        loading={competitors.isLoading}
        pagination={false}
        locale={{
          emptyText: competitors.isError
            ? failureText(competitors.error, t('project.loadFailed'))
            : t('settings.competitors.empty'),
        }}
      />
    </div>
  )
}
