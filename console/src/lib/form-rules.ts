/**
 * antd form rules whose messages are the server's own texts (the `errors` namespace), so a field
 * says the same thing before and after submitting.
 */
import type { FormRule } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** The API's password rule (api/accounts/service.py). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export function useFormRules() {
  const { t } = useTranslation('errors')
  return useMemo(
    () => ({
      required: { required: true, whitespace: true, message: t('validation.required') } as FormRule,
      requiredChoice: { required: true, message: t('validation.required') } as FormRule,
      email: { type: 'email', message: t('validation.email') } as FormRule,
      password: [
        { min: PASSWORD_MIN, message: t('validation.password_too_short', { min: PASSWORD_MIN }) },
        { max: PASSWORD_MAX, message: t('validation.password_too_long', { max: PASSWORD_MAX }) },
      ] as FormRule[],
      /** the field must equal `other` (confirm password) */
      sameAs: (other: string): FormRule => ({ getFieldValue }) => ({
        validator: (_, value) =>
          !value || value === getFieldValue(other)
            ? Promise.resolve()
            : Promise.reject(new Error(t('validation.password_mismatch'))),
      }),
    }),
    [t],
  )
}
