import { api } from '@/lib/api-client'
import type { Schema, User } from '@/types/api'

export interface InitialProfile {
  name?: string
  title?: string
  phone?: string
  country?: string
  industry: string
  trial_code?: string
}

export function saveInitialProfile(profile: InitialProfile): Promise<User> {
  return api.post<User>('/me/profile', profile satisfies Schema<'ProfileIn'>)
}
