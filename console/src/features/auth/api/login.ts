import { api } from '@/lib/api-client'
import type { AuthResponse, Schema } from '@/types/api'

export interface Credentials {
  email: string
  password: string
}

/** The reCAPTCHA v3 token of the bot check; absent when the server checks none. */
export interface BotCheckToken {
  recaptcha?: string
}

/** `WIDTHxHEIGHT` of the window, sent with sign-in and sign-up. */
export function screenSize(): string {
  return `${window.innerWidth}x${window.innerHeight}`
}

export function login({ email, password, recaptcha }: Credentials & BotCheckToken): Promise<AuthResponse> {
  return api.post<AuthResponse>(
    '/login',
    { email: email.trim(), password, force_login: true, recaptcha, screen: screenSize() } satisfies Schema<'LoginIn'>,
    { redirectOn401: false },
  )
}
