/**
 * Shapes of the API's JSON, shared by every feature: aliases of the types generated from the API's
 * OpenAPI schema (lib/api-schema.ts), so each shape is written once, in its pydantic schema.
 */
import type { components } from '@/lib/api-schema'

/** A shape the API describes, by its schema's name (`SiteOut`, `Page_SiteOut_`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name]

export type PlanRef = Schema<'PlanOut'>

/** What the plan allows of one feature, decided by the server (api/plans/service.py feature_access:
 * SPEC §6's limits and gating together); the console shows it and never recomputes it. */
export type FeatureAccess = Schema<'FeatureAccessOut'>

/** The plan's limits, the server's access per feature, and its `{feature}_called_count` and
 * `{feature}_count` counters. */
export type Subscription = Schema<'SubscriptionOut'>

export type User = Schema<'UserOut'>

export type AuthResponse = Schema<'AuthOut'>

export type PaginationMeta = Schema<'PageMeta'>

/** A page of a list: the API's `Page[X]` (its schemas are named `Page_X_`). */
export interface Paginated<T> {
  data: T[]
  meta: PaginationMeta
}

export type Option = Schema<'Option'>

export type Country = Schema<'Country'>

/** SPEC §5's limits as the server applies them (api/projects/validation.py); its field errors decide. */
export type ProjectRules = Schema<'ProjectRules'>
export type ToolLimits = Schema<'ToolLimits'>

export type Constants = Schema<'Constants'>

/** An entry of the operation history (GET /operation_history): a long job a user started. */
export type Operation = Schema<'OperationOut'>

export type OperationStatus = Operation['status']
