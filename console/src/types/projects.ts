/** Shapes of the projects API (api/projects/schemas.py). */
export type Role = 'owner' | 'manager' | 'viewer'

export interface Site {
  id: number
  name: string
  url: string
  domain: string
  ga_id: string | null
  country: string
  language: string
  creator_id: number
  /** the caller's role in this project */
  role: Role
  keyword_count: number
  competitor_count: number
  yahoo_enabled: boolean
  track_desktop: boolean
  track_mobile: boolean
  receiver_limitation: number
  recipients: string[]
  shared: boolean
  share_uuid: string | null
  created_at: string
}

export interface Competitor {
  id: number
  name: string
  url: string
  domain: string
  created_at: string
}

export interface Keyword {
  id: number
  text: string
  pinned: boolean
  target_url: string | null
  categories: { id: number; name: string }[]
  created_at: string
}

export interface Member {
  id: number
  user_id: number
  email: string
  name: string | null
  role: Role
  created_at: string
}

/** A pending invitation (GET /sites/{id}/members/invitations, owner only). */
export interface Invitation {
  id: number
  email: string
  role: Exclude<Role, 'owner'>
  created_at: string
  expires_at: string
}

export interface Recipients {
  data: string[]
  receiver_limitation: number
}

export interface NewSite {
  name: string
  url: string
  country: string
  language: string
  keywords: string
  competitors: { name: string | null; url: string }[]
  recipients: string[]
}
