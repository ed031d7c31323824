import { App, Button, Card, Checkbox, Col, Flex, Form, InputNumber, Modal, Row, Select, Space, Table, Tag, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UNLIMITED } from '@/lib/allowance'
import { useFormErrors } from '@/lib/form-errors'
import { formatNtd } from '@/lib/money'
import { type AdminPlan, useAdminPlans, useSavePlan } from '../api/plans'
import { MONTHLY, type PlanForm, SERP_DEPTHS, YEARLY, editedFields, isUnlimited, limitFeature, planEditBody, planForm } from '../utils/plans'
import { momentText } from '../utils/window'
import { adminRefusal, useAdminUser } from './admin-guard'

/** How a limit reads: a number in the reader's format, or "Unlimited". */
function useLimitText() {
  const { t, i18n } = useTranslation('admin')
  return (value: number | null | undefined) => (isUnlimited(value) ? t('plans.unlimited') : (value ?? 0).toLocaleString(i18n.language))
}

/** A limit: a whole number, or unlimited (SPEC §6's threshold) with the number put aside. */
function LimitInput({ value, onChange, id }: { value?: number | null; onChange?: (value: number | null) => void; id?: string }) {
  const { t } = useTranslation('admin')
  const unlimited = isUnlimited(value)
  return (
    <Space.Compact block>
      <InputNumber id={id} min={0} precision={0} style={{ width: '100%' }} disabled={unlimited} value={unlimited ? null : value} onChange={(next) => onChange?.(next)} />
      <Checkbox style={{ marginInlineStart: 8, alignSelf: 'center', whiteSpace: 'nowrap' }} checked={unlimited} onChange={(e) => onChange?.(e.target.checked ? UNLIMITED : 0)}>
        {t('plans.unlimited')}
      </Checkbox>
    </Space.Compact>
  )
}

/** Edits a plan's prices, SERP depth and limits; the server names each mistake under its field (plan.edit.*). */
function PlanDialog({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'subscribe'])
  const { message } = App.useApp()
  const [form] = Form.useForm<PlanForm>()
  const { formError, handleError, clear } = useFormErrors(form)
  const save = useSavePlan()
  const limitText = useLimitText()
  const submit = async () => {
    const values = await form.validateFields()
    clear()
    save.mutate(
      { id: plan.id, body: planEditBody(plan, values) },
      {
        onSuccess: (saved) => {
          void message.success(t('plans.saved', { count: saved.subscriptions_updated }))
          onClose()
        },
        onError: handleError,
      },
    )
  }
  return (
    <Modal
      open
      width={820}
      title={t('plans.editTitle', { plan: plan.name })}
      onCancel={onClose}
      footer={[
        <Button key="restore" onClick={() => form.setFieldsValue(planForm(plan.defaults))}>
          {t('plans.restore')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('plans.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => void submit()}>
          {t('plans.save')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={planForm(plan)} data-testid="plan-form">
        <Row gutter={16}>
          {plan.on_sale &&
            [MONTHLY, YEARLY].map((kind) => (
              <Col span={8} key={kind}>
                <Form.Item
                  name={['prices', kind]}
                  label={t(kind === MONTHLY ? 'plans.monthly' : 'plans.yearly')}
                  extra={t('plans.default', { value: formatNtd(plan.defaults.prices[kind] ?? 0) })}
                >
                  <InputNumber min={1} precision={0} prefix="NT$" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          <Col span={8}>
            <Form.Item name="serp_depth" label={t('subscribe:rows.serp_depth')} extra={t('plans.default', { value: plan.defaults.serp_depth })}>
              <Select options={SERP_DEPTHS.map((depth) => ({ value: depth, label: depth }))} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('plans.limits')}</Typography.Title>
        <Row gutter={16}>
          {Object.keys(plan.limitation).map((key) => (
            <Col span={12} key={key}>
              <Form.Item
                name={['limitation', key]}
                label={t(`subscribe:rows.${limitFeature(key)}`)}
                extra={t('plans.default', { value: limitText(plan.defaults.limitation[key]) })}
              >
                <LimitInput />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="apply_to_subscribers" valuePropName="checked" extra={t('plans.applyHint')}>
          <Checkbox>{t('plans.apply', { count: plan.subscribers })}</Checkbox>
        </Form.Item>
      </Form>
      {formError && <Typography.Text type="danger">{formError}</Typography.Text>}
    </Modal>
  )
}

/** /admin/plans: the catalogue's prices, SERP depth and limits, changed without a deploy and audited. */
export function PlansScreen() {
  const { t, i18n } = useTranslation(['admin', 'subscribe'])
  const viewer = useAdminUser()
  const plans = useAdminPlans(viewer.admin)
  const [editing, setEditing] = useState<AdminPlan | null>(null)
  const limitText = useLimitText()
  const refusal = adminRefusal(viewer, plans.error)
  if (refusal) return refusal
  const price = (plan: AdminPlan, kind: number) => (plan.on_sale ? formatNtd(plan.prices[kind] ?? 0) : '—')
  const limit = (plan: AdminPlan, feature: string) => limitText(plan.limitation[`${feature}_limitation`])

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3}>{t('plans.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('plans.subtitle')}</Typography.Text>
      </div>
      <Card data-testid="plans">
        <Table<AdminPlan>
          rowKey="id"
          size="middle"
          loading={plans.isPending}
          dataSource={plans.data?.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('plans.plan'),
              render: (_, plan) => {
                const edited = editedFields(plan)
                return (
                  <Space size={4} wrap>
                    <strong>{plan.name}</strong>
                    <Typography.Text type="secondary">#{plan.id}</Typography.Text>
                    {plan.on_sale && <Tag color="blue">{t('plans.onSale')}</Tag>}
                    {edited.length > 0 && (
                      <Tooltip title={t('plans.editedBy', { who: plan.updated_by ?? '—', when: plan.updated_at ? momentText(plan.updated_at, i18n.language) : '—' })}>
                        <Tag color="orange">{t('plans.edited', { count: edited.length })}</Tag>
                      </Tooltip>
                    )}
                  </Space>
                )
              },
            },
            { title: t('plans.monthly'), align: 'right' as const, render: (_, plan) => price(plan, MONTHLY) },
            { title: t('plans.yearly'), align: 'right' as const, render: (_, plan) => price(plan, YEARLY) },
            { title: t('plans.serpDepth'), align: 'right' as const, dataIndex: 'serp_depth' },
            { title: t('subscribe:rows.sites'), align: 'right' as const, render: (_, plan) => limit(plan, 'sites') },
            { title: t('subscribe:rows.keywords'), align: 'right' as const, render: (_, plan) => limit(plan, 'keywords') },
            { title: t('plans.subscribers'), align: 'right' as const, dataIndex: 'subscribers' },
            {
              title: '',
              render: (_, plan) => (
                <Button size="small" onClick={() => setEditing(plan)}>
                  {t('plans.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {editing && <PlanDialog plan={editing} onClose={() => setEditing(null)} />}
    </Flex>
  )
}
