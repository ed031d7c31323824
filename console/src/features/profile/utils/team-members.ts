/**
 * The people the user shares projects with: every member of the user's projects except the user,
 * once each, with the projects and the role held in each.
 */
export type TeamRole = 'owner' | 'manager' | 'viewer'

export interface ProjectMembers {
  site: { id: number; name: string }
  members: { user_id: number; email: string; name: string | null; role: TeamRole }[]
}

export interface TeamMember {
  user_id: number
  email: string
  name: string | null
  projects: { id: number; name: string; role: TeamRole }[]
}

export function teamMembers(projects: ProjectMembers[], selfId: number): TeamMember[] {
  const people = new Map<number, TeamMember>()
  for (const { site, members } of projects) {
    for (const member of members) {
      if (member.user_id === selfId) continue
      const person = people.get(member.user_id) ?? { user_id: member.user_id, email: member.email, name: member.name, projects: [] }
      person.projects.push({ id: site.id, name: site.name, role: member.role })
      people.set(member.user_id, person)
    }
  }
  return [...people.values()].sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email))
}
