import { api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { AuthResponse, Schema } from '@/types/api'
import { type BotCheckToken, type Credentials, screenSize } from './login'

export interface Registration extends Credentials {
  referral_code?: string
}

export function register({
  email,
  password,
  referral_code,
  recaptcha,
}: Registration & BotCheckToken): Promise<AuthResponse> {
  return api.post<AuthResponse>('/register', {
    email: email.trim(),
    password,
    force_login: true,
    referral_code: referral_code?.trim() || null,
    recaptcha,
    industry_type: null,
    screen: screenSize(),
    language: i18n.language,
  } satisfies Schema<'RegisterIn'>)
}
