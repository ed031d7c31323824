/** Shapes of the projects API (api/projects/schemas.py), generated from its OpenAPI schema. */
import type { Schema } from './api'

export type Site = Schema<'SiteOut'>

/** The caller's role in a project. */
export type Role = Site['role']

export type Competitor = Schema<'CompetitorOut'>

export type Keyword = Schema<'KeywordOut'>

export type Member = Schema<'MemberOut'>

/** A pending invitation (GET /sites/{id}/members/invitations, owner only). */
export type Invitation = Schema<'InvitationOut'>

export type Recipients = Schema<'RecipientsOut'>

/** The POST /sites body. */
export type NewSite = Schema<'SiteCreate'>
