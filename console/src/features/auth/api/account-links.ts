/** The e-mail link flows: forgot and reset password, verify the address, send the link again. */
import { api } from '@/lib/api-client'

export function forgetPassword(email: string): Promise<void> {
  return api.post<void>('/forget_password', { email: email.trim() })
}

export function resetPassword(body: { token: string; password: string; password_confirmation: string }): Promise<void> {
  return api.post<void>('/reset_password', body)
}

export function verifyEmail(token: string): Promise<{ email: string; email_verified: boolean }> {
  return api.post('/verify_email', { token }, { redirectOn401: false })
}

export function resendVerification(): Promise<void> {
  return api.post<void>('/email/verification/resend', undefined, { redirectOn401: false })
}
