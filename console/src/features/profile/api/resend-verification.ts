import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** POST /email/verification/resend: 202, or 429 "too frequent, try later". */
export const resendVerification = () => api.post<void>('/email/verification/resend')

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
