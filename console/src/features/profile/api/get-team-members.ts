import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { type ProjectMembers, teamMembers } from '../utils/team-members'

/** Everyone in the user's projects: GET /sites?all=1, then each project's GET /sites/{id}/members. */
export async function getProjectMembers(): Promise<ProjectMembers[]> {
  const { data: sites } = await api.get<Schema<'DataList_SiteBrief_'>>('/sites', { query: { all: 1 }, progress: false })
  return Promise.all(
    sites.map((site) =>
      api
        .get<{ data: ProjectMembers['members'] }>(`/sites/${site.id}/members`, { progress: false })
        .then((response) => ({ site: { id: site.id, name: site.name }, members: response.data })),
    ),
  )
}

export const teamMembersQueryOptions = (selfId: number) =>
  queryOptions({
    queryKey: ['sites', 'team-members', selfId],
    queryFn: getProjectMembers,
    select: (projects) => teamMembers(projects, selfId),
  })

export function useTeamMembers(selfId: number) {
  return useQuery(teamMembersQueryOptions(selfId))
}
