import { Alert, App, Button, Card, Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { type PasswordChange, useChangePassword } from '../api/change-password'
import styles from './profile.module.css'

/** Current, new and confirmed password; a mismatch shows before submitting. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile')
  const { message } = App.useApp()
  const rules = useFormRules()
  const [form] = Form.useForm<PasswordChange>()
  const { formError, handleError, clear } = useFormErrors(form)
  const change = useChangePassword()

  return (
    <Card className={styles.card} title={t('password.title')}>
      <Form<PasswordChange>
        form={form}
        layout="vertical"
        requiredMark={false}
        onValuesChange={clear}
        onFinish={(values) =>
          change.mutate(values, {
            onSuccess: () => {
              form.resetFields()
              void message.success(t('password.changed'))
            },
            onError: handleError,
          })
        }
      >
        {formError && <Alert type="error" showIcon title={formError} className={styles.formError} />}
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="current_password" label={t('password.current')} rules={[rules.required]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="password" label={t('password.new')} rules={[rules.required, ...rules.password]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="password_confirmation"
              label={t('password.confirm')}
              dependencies={['password']}
              rules={[rules.required, rules.sameAs('password')]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <div className={styles.actions}>
          <span className={styles.hint}>{t('password.hint')}</span>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
