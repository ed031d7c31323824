import { useMutation, useQueryClient } from '@tanstack/react-query'

/** A change made from an admin screen: every admin list (and the audit log) is read again after it. */
export function useAdminMutation<T, R>(mutationFn: (value: T) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }) })
}
