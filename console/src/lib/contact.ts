/** The contact form ("取得專人 SEO 服務"): what the dialog sends as POST /contact. */

/** The API's lengths (api/support/service.py), in characters. */
export const CONTACT_LIMITS = { name: 100, company: 100, website: 300, message: 2000 } as const

export interface ContactFormValues {
  name?: string
  email?: string
  phone?: string
  company?: string
  website?: string
  message?: string
}

export interface ContactRequest {
  name: string
  email: string
  phone: string | null
  company: string | null
  website: string | null
  message: string
}

const text = (value: string | undefined) => (value ?? '').trim()
const optional = (value: string | undefined) => text(value) || null

/** The body of POST /contact: trimmed text, blank optional fields as null (the server checks the rest). */
export function contactPayload(values: ContactFormValues): ContactRequest {
  return {
    name: text(values.name),
    email: text(values.email),
    phone: optional(values.phone),
    company: optional(values.company),
    website: optional(values.website),
    message: text(values.message),
  }
}

/** What the dialog starts with: the signed-in user's name, e-mail and phone, and an optional message. */
export function contactInitialValues(
  user: { name: string | null; email: string; phone: string | null },
  message?: string,
): ContactFormValues {
  return { name: user.name ?? '', email: user.email, phone: user.phone ?? '', message: message ?? '' }
}
