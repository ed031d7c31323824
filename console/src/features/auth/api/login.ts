import { api } from '@/lib/api-client'
import type { AuthResponse } from '@/types/api'

export interface Credentials {
  email: string
  password: string
}

/** `WIDTHxHEIGHT` of the window, sent with sign-in and sign-up. */
export function screenSize(): string {
  return `${window.innerWidth}x${window.innerHeight}`
}

export function login({ email, password }: Credentials): Promise<AuthResponse> {
  return api.post<AuthResponse>(
    '/login',
    { email: email.trim(), password, force_login: true, screen: screenSize() },
    { redirectOn401: false },
  )
}
