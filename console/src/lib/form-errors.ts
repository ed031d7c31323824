/** Puts the server's field errors (422 `fields`) on the matching fields of an antd form. */
import type { FormInstance } from 'antd'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from './api-client'

/** `keywords.0` → ['keywords', 0]: the antd name path of a server field. */
export function fieldNamePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

/**
 * Returns true when the error carried field errors for fields the form has (they are now shown
 * under those fields), false when the caller should show the error's message some other way.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false
  const registered = new Set(Object.keys(form.getFieldsValue()))
  const known = error.fields.filter((f) => registered.has(String(fieldNamePath(f.field)[0])))
  if (known.length === 0) return false
  const byField = new Map<string, string[]>()
  for (const f of known) byField.set(f.field, [...(byField.get(f.field) ?? []), f.message])
  form.setFields([...byField].map(([field, errors]) => ({ name: fieldNamePath(field), errors })))
  return known.length === error.fields.length
}

/** The text to show above a form for an error its fields could not show. */
export function formErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  return error.fields.length > 0 ? error.fields.map((f) => f.message).join(' ') : error.message
}

/**
 * A form's server errors: field errors go under their fields, anything else becomes `formError`
 * for an alert above the form.
 */
export function useFormErrors(form: FormInstance) {
  const { t } = useTranslation()
  const [formError, setFormError] = useState<string | null>(null)
  const handleError = useCallback(
    (error: unknown) => setFormError(applyFieldErrors(form, error) ? null : formErrorText(error, t('errors:server.unknown'))),
    [form, t],
  )
  const clear = useCallback(() => setFormError(null), [])
  return { formError, handleError, clear }
}
