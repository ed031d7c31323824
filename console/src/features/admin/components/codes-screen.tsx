import { PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Modal, Popconfirm, Radio, Select, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import { useFormErrors } from '@/lib/form-errors'
import { type AdminAction, type Code, type CodeIn, useAuditLog, useCodes, useCreateCode, useExpireCode } from '../api/codes'
import { codeBenefit, codeState } from '../utils/codes'
import { momentText, type WindowValue, windowBounds, windowText } from '../utils/window'
import { adminRefusal, useAdminUser } from './admin-guard'

const PLANS = [3, 10, 7]
const STATE_COLORS = { active: 'success', scheduled: 'processing', expired: 'default', usedUp: 'warning' } as const

type CodeForm = Omit<CodeIn, 'starts_at' | 'expires_at'> & { discount: 'percent' | 'amount'; window?: WindowValue }

/** The new-code dialog: the server names each mistake under its field (plan.code.*). */
function NewCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const [form] = Form.useForm<CodeForm>()
  const { formError, handleError, clear } = useFormErrors(form)
  const create = useCreateCode()
  const kind = Form.useWatch('kind', form) ?? 'promo'
  const discount = Form.useWatch('discount', form) ?? 'percent'

  const submit = async () => {
    const { discount: by, window, ...values } = await form.validateFields()
    clear()
    const [starts_at, expires_at] = windowBounds(window)
    const body: CodeIn = {
      ...values,
      starts_at,
      expires_at,
      discount_percent: kind === 'promo' && by === 'percent' ? values.discount_percent : null,
      discount_amount: kind === 'promo' && by === 'amount' ? values.discount_amount : null,
    }
    create.mutate(body, {
      onSuccess: (made) => {
        void message.success(t('codes.created', { code: made.code }))
        form.resetFields()
        onClose()
      },
      onError: handleError,
    })
  }

  return (
    <Modal open={open} title={t('codes.new')} onCancel={onClose} onOk={() => void submit()} okText={t('codes.create')} confirmLoading={create.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ kind: 'promo', discount: 'percent', days: 7 }}>
        <Form.Item name="code" label={t('codes.fields.code')} rules={[{ required: true, message: t('codes.required') }]}>
          <Input maxLength={40} placeholder="LAUNCH20" />
        </Form.Item>
        <Form.Item name="kind" label={t('codes.fields.kind')}>
          <Radio.Group options={(['promo', 'trial'] as const).map((value) => ({ value, label: t(`codes.kinds.${value}`) }))} />
        </Form.Item>
        {kind === 'promo' ? (
          <>
            <Form.Item name="discount" label={t('codes.fields.discount')}>
              <Radio.Group options={(['percent', 'amount'] as const).map((value) => ({ value, label: t(`codes.discounts.${value}`) }))} />
            </Form.Item>
            {discount === 'percent' ? (
              <Form.Item name="discount_percent" label={t('codes.fields.percent')}>
                <InputNumber min={1} max={99} suffix="%" />
              </Form.Item>
            ) : (
              <Form.Item name="discount_amount" label={t('codes.fields.amount')}>
                <InputNumber min={1} prefix="NT$" />
              </Form.Item>
            )}
            <Form.Item name="payment_type" label={t('codes.fields.period')}>
              <Select allowClear placeholder={t('codes.any')} options={[1, 2].map((value) => ({ value, label: t(`codes.periods.${value}`) }))} />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="days" label={t('codes.fields.days')}>
            <InputNumber min={1} max={366} />
          </Form.Item>
        )}
        <Form.Item name="plan_id" label={t(kind === 'trial' ? 'codes.fields.trialPlan' : 'codes.fields.plan')}>
          <Select allowClear placeholder={t('codes.any')} options={PLANS.map((value) => ({ value, label: t(`codes.plans.${value}`) }))} />
        </Form.Item>
        <Form.Item name="max_uses" label={t('codes.fields.maxUses')}>
          <InputNumber min={1} placeholder={t('codes.unlimited')} />
        </Form.Item>
        <Form.Item name="window" label={t('codes.fields.window')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
      </Form>
      {formError && <Typography.Text type="danger">{formError}</Typography.Text>}
    </Modal>
  )
}

/** /admin/codes: trial and promo codes with their uses, made and stopped by admins, and the audit log. */
export function CodesScreen() {
  const { t, i18n } = useTranslation('admin')
  const { message } = App.useApp()
  const viewer = useAdminUser()
  const { admin } = viewer
  const codes = useCodes(admin)
  const audit = useAuditLog(admin)
  const expire = useExpireCode()
  const [creating, setCreating] = useState(false)
  const refusal = adminRefusal(viewer, codes.error)
  if (refusal) return refusal

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="end">
        <div>
          <Typography.Title level={3}>{t('codes.title')}</Typography.Title>
          <Typography.Text type="secondary">{t('codes.subtitle')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('codes.new')}
        </Button>
      </Flex>
      <Card data-testid="codes">
        <Table<Code>
          rowKey="id"
          size="middle"
          loading={codes.isPending}
          dataSource={codes.data?.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('codes.fields.code'), render: (_, c) => <Typography.Text strong copyable>{c.code}</Typography.Text> },
            { title: t('codes.fields.kind'), render: (_, c) => t(`codes.kinds.${c.kind}`) },
            {
              title: t('codes.fields.benefit'),
              render: (_, c) => {
                const [key, values] = codeBenefit(c)
                return t(key, values)
              },
            },
            { title: t('codes.fields.plan'), render: (_, c) => (c.plan_id ? t(`codes.plans.${c.plan_id}`, { defaultValue: `#${c.plan_id}` }) : t('codes.any')) },
            { title: t('codes.fields.period'), render: (_, c) => (c.payment_type ? t(`codes.periods.${c.payment_type}`) : t('codes.any')) },
            { title: t('codes.fields.uses'), render: (_, c) => <span data-uses={c.used_count}>{`${c.used_count} / ${c.max_uses ?? '∞'}`}</span> },
            {
              title: t('codes.fields.window'),
              render: (_, c) => windowText(c.starts_at, c.expires_at, i18n.language, t('codes.any')),
            },
            {
              title: t('codes.fields.state'),
              render: (_, c) => {
                const state = codeState(c)
                return <Tag color={STATE_COLORS[state]}>{t(`codes.states.${state}`)}</Tag>
              },
            },
            {
              title: '',
              render: (_, c) =>
                codeState(c) !== 'expired' && (
                  <Popconfirm
                    title={t('codes.expireConfirm', { code: c.code })}
                    okText={t('codes.expire')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      expire.mutateAsync(c.id).then(
                        () => void message.success(t('codes.expired', { code: c.code })),
                        (error: unknown) => void message.error(failureText(error, t('errors:server.unknown'))),
                      )
                    }
                  >
                    <Button danger size="small">
                      {t('codes.expire')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t('audit.title')} data-testid="audit">
        <Table<AdminAction>
          rowKey="id"
          size="small"
          loading={audit.isPending}
          dataSource={audit.data?.data ?? []}
          pagination={false}
          locale={{ emptyText: t('audit.empty') }}
          columns={[
            { title: t('audit.when'), render: (_, a) => momentText(a.created_at, i18n.language) },
            { title: t('audit.who'), render: (_, a) => a.admin_email },
            { title: t('audit.what'), render: (_, a) => t(`audit.actions.${a.action}`, { defaultValue: a.action }) },
            { title: t('audit.target'), render: (_, a) => a.target },
          ]}
        />
      </Card>
      <NewCodeDialog open={creating} onClose={() => setCreating(false)} />
    </Flex>
  )
}
