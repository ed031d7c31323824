import { PauseCircleOutlined, PlayCircleOutlined, RedoOutlined } from '@ant-design/icons'
import { Alert, App, Badge, Button, Card, Descriptions, Form, InputNumber, Progress, Space, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { type Fleet, type FleetAction, type FleetSettings, type SourceHealth, useFleetChange } from '../api/fleets'
import {
  BUDGET_MAX,
  budgetShare,
  errorKinds,
  EVERY_MAX_MINUTES,
  EVERY_MIN_MINUTES,
  fleetState,
  toMinutes,
  toSeconds,
} from '../utils/fleet-figures'

const BADGES = { paused: 'warning', error: 'error', busy: 'processing', idle: 'default' } as const

interface SettingsForm {
  daily_budget: number | null
  every_minutes: number | null
}

/** One fleet: its figures, its sources, and the operators' controls. */
export function FleetCard({ fleet }: { fleet: Fleet }) {
  const { t, i18n } = useTranslation('operations')
  const { message } = App.useApp()
  const change = useFleetChange()
  const [form] = Form.useForm<SettingsForm>()
  const number = (value: number) => value.toLocaleString(i18n.language)
  const state = fleetState(fleet)
  const share = budgetShare(fleet)

  const run = (action?: FleetAction, settings?: FleetSettings) =>
    change.mutate(
      { name: fleet.name, action, settings },
      {
        onSuccess: (answer) => {
          if (action === 'retry') message.success(t('retried', { count: (answer as { requeued: number }).requeued }))
          else message.success(t('saved'))
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.length > 0) {
            form.setFields(error.fields.map((f) => ({
              name: (f.field === 'every_seconds' ? 'every_minutes' : 'daily_budget') as keyof SettingsForm,
              errors: [f.message],
            })))
          } else message.error(error.message)
        },
      },
    )

  const save = (values: SettingsForm) => {
    const settings: FleetSettings = { daily_budget: values.daily_budget ?? null }
    if (fleet.every_seconds != null && values.every_minutes != null) settings.every_seconds = toSeconds(values.every_minutes)
    run(undefined, settings)
  }

  return (
    <Card
      data-testid={`fleet-${fleet.name}`}
      title={
        <Space>
          <Badge status={BADGES[state]} />
          {fleet.title}
          <Tag data-testid="fleet-state" color={state === 'paused' ? 'orange' : undefined}>{t(`state.${state}`)}</Tag>
        </Space>
      }
      extra={
        <Space>
          {fleet.paused ? (
            <Button icon={<PlayCircleOutlined />} loading={change.isPending} onClick={() => run('resume')}>
              {t('resume')}
            </Button>
          ) : (
            <Button icon={<PauseCircleOutlined />} loading={change.isPending} onClick={() => run('pause')}>
              {t('pause')}
            </Button>
          )}
          <Button icon={<RedoOutlined />} disabled={fleet.failed_jobs === 0 || fleet.paused} onClick={() => run('retry')}>
            {t('retry', { count: fleet.failed_jobs })}
          </Button>
        </Space>
      }
    >
      {fleet.error && <Alert type="error" showIcon message={fleet.error} style={{ marginBottom: 16 }} />}
      <Descriptions size="small" column={4} bordered>
        <Descriptions.Item label={t('queued')}>{number(fleet.queued)}</Descriptions.Item>
        <Descriptions.Item label={t('running')}>{number(fleet.running)}</Descriptions.Item>
        <Descriptions.Item label={t('pagesPerSecond')}>{fleet.pages_per_second.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t('failedJobs')}>{number(fleet.failed_jobs)}</Descriptions.Item>
        <Descriptions.Item label={t('fetchedToday')} span={2}>
          {fleet.daily_budget == null
            ? t('fetchedNoBudget', { fetched: number(fleet.fetched_today) })
            : t('fetchedOfBudget', { fetched: number(fleet.fetched_today), budget: number(fleet.daily_budget) })}
          {share !== null && <Progress percent={share} size="small" status={share >= 100 ? 'exception' : 'normal'} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('schedule')} span={2}>
          {fleet.every_seconds == null
            ? t('onDemand')
            : t('everyMinutes', { count: toMinutes(fleet.every_seconds) ?? 0 })}
        </Descriptions.Item>
        {fleet.frontier_hosts != null && (
          <Descriptions.Item label={t('frontierHosts')}>{number(fleet.frontier_hosts)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('errors')} span={4}>
          {errorKinds(fleet.errors_by_kind).length === 0
            ? t('noErrors')
            : errorKinds(fleet.errors_by_kind).map(([kind, count]) => (
                <Tag key={kind} color="red">{`${kind} · ${number(count)}`}</Tag>
              ))}
        </Descriptions.Item>
      </Descriptions>
      {fleet.sources.length > 0 && <SourcesTable sources={fleet.sources} />}
      <Form
        form={form}
        name={`fleet-${fleet.name}`}
        layout="inline"
        style={{ marginTop: 16 }}
        initialValues={{ daily_budget: fleet.daily_budget, every_minutes: toMinutes(fleet.every_seconds) }}
        onFinish={save}
      >
        <Form.Item
          name="daily_budget"
          label={t('dailyBudget')}
          rules={[{ type: 'integer', min: 1, max: BUDGET_MAX, message: t('budgetRange') }]}
        >
          <InputNumber placeholder={t('noBudget')} style={{ width: 160 }} />
        </Form.Item>
        {fleet.every_seconds != null && (
          <Form.Item
            name="every_minutes"
            label={t('everyLabel')}
            rules={[
              { required: true, message: t('everyRequired') },
              { type: 'integer', min: EVERY_MIN_MINUTES, max: EVERY_MAX_MINUTES, message: t('everyRange') },
            ]}
          >
            <InputNumber addonAfter={t('minutes')} style={{ width: 160 }} />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>{t('save')}</Button>
        </Form.Item>
      </Form>
    </Card>
  )
}

function SourcesTable({ sources }: { sources: SourceHealth[] }) {
  const { t } = useTranslation('operations')
  return (
    <Table<SourceHealth>
      style={{ marginTop: 16 }}
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={sources}
      columns={[
        { title: t('source'), dataIndex: 'name' },
        {
          title: t('configured'),
          render: (_, s) => (s.configured ? t('configuredYes') : <Tag>{t('sandbox')}</Tag>),
        },
        {
          title: t('health'),
          render: (_, s) => <Badge status={s.healthy ? 'success' : 'error'} text={s.healthy ? t('healthy') : t('failing')} />,
        },
        {
          title: t('quota'),
          render: (_, s) =>
            s.quota_used == null ? '—' : s.quota_limit == null ? String(s.quota_used) : `${s.quota_used} / ${s.quota_limit}`,
        },
        { title: t('lastError'), render: (_, s) => s.last_error ?? '—' },
      ]}
    />
  )
}
