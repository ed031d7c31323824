/** Puts the server's field errors (422 `fields`) on the matching fields of an antd form. */
import type { FormInstance } from 'antd'
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
