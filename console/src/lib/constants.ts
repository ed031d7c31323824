/** GET /constants: countries, languages, positions and industries, labelled in the current language. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Constants, ProjectRules, ToolLimits } from '@/types/api'
import { api } from './api-client'

// asked again when the language changes (query-client.ts), like every answer with texts
export const constantsQueryOptions = queryOptions({
  queryKey: ['constants'],
  queryFn: () => api.get<Constants>('/constants', { progress: false }),
  staleTime: Infinity,
})

export function useConstants() {
  return useQuery(constantsQueryOptions)
}

/** The server's project rules document; undefined until /constants has answered. */
export function useProjectRules(): ProjectRules | undefined {
  return useConstants().data?.project_rules
}

/** The server's tools input limits; undefined until /constants has answered (the server checks them anyway). */
export function useToolLimits(): ToolLimits | undefined {
  return useConstants().data?.tool_limits
}
