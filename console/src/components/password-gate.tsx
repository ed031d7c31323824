import { LockOutlined } from '@ant-design/icons'
import { Button, Card, Form, Input, Result } from 'antd'
import { useState } from 'react'
import styles from './password-gate.module.css'

export interface PasswordGateTexts {
  title: string
  description: string
  /** the field's placeholder and accessible name */
  password: string
  submit: string
}

/**
 * The password form in front of a shared page (the ranking report, the SEO writer): one password
 * field, the error under it, submit disabled until something is typed. The page says what it shows.
 */
export function PasswordGate({
  texts,
  error,
  loading,
  onSubmit,
}: {
  texts: PasswordGateTexts
  error?: string
  loading: boolean
  onSubmit: (password: string) => void
}) {
  const [password, setPassword] = useState('')
  return (
    <Card className={styles.gate}>
      <Result
        icon={<LockOutlined className={styles.gateIcon} />}
        title={texts.title}
        subTitle={texts.description}
        extra={
          <Form layout="vertical" requiredMark={false} onFinish={() => password && onSubmit(password)}>
            <Form.Item validateStatus={error ? 'error' : undefined} help={error}>
              <Input.Password
                value={password}
                autoFocus
                placeholder={texts.password}
                aria-label={texts.password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={loading} disabled={!password}>
              {texts.submit}
            </Button>
          </Form>
        }
      />
    </Card>
  )
}
