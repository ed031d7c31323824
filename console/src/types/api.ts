/** Shapes of the API's JSON, shared by every feature. */

export interface PlanRef {
  id: number
  key: string | null
  names: Partial<Record<string, string>>
}

/** What the plan allows of one feature, decided by the server (api/plans/service.py feature_access:
 * SPEC §6's limits and gating together); the console shows it and never recomputes it. */
export interface FeatureAccess {
  feature: string
  /** 0 when the plan lacks the feature; 99999999999 is unlimited */
  limit: number
  limited: boolean
  usage: number
  remaining: number
  /** some of it is left to use now */
  available: boolean
  /** the plan has the feature at all */
  included: boolean
  /** the cheapest plan on sale that has it, when this one lacks it */
  upgrade: PlanRef | null
}

export interface Subscription {
  plan_id: number | null
  plan: PlanRef | null
  payment_type?: number | null
  status: string
  start_date?: string | null
  end_date: string | null
  next_payment_date?: string | null
  limitation: Record<string, number | null>
  /** each feature's access as the server decides it */
  features?: Record<string, FeatureAccess>
  /** `{feature}_called_count` and `{feature}_count` counters */
  [counter: string]: unknown
}

export interface User {
  id: number
  email: string
  name: string | null
  title: string | null
  phone: string | null
  country: string | null
  industry: string | null
  language: string
  role: string
  email_verified_at: string | null
  email_verified: boolean
  profile_completed: boolean
  referral_code: string | null
  trial_code: string | null
  google_linked: boolean
  created_at: string
  subscription: Subscription
}

export interface AuthResponse {
  api_token: string
  csrf_token: string
  user: User
}

export interface PaginationMeta {
  current_page: number
  from: number | null
  last_page: number
  path: string
  per_page: number
  to: number | null
  total: number
}

export interface Paginated<T> {
  data: T[]
  meta: PaginationMeta
}

export interface Option {
  value: string
  label: string
}

export interface Country {
  id: number
  name: string
  label: string
  value: string
  flag: string
}

/** SPEC §5's limits as the server applies them (api/projects/validation.py); its field errors decide. */
export interface ProjectRules {
  host_max_length: number
  suffix_max_with_protocol: number
  suffix_max_without_protocol: number
  url_max_length: number
  keyword_max_length: number
  /** each character is forbidden in a keyword */
  forbidden_keyword_chars: string
  name_max_length: number
  category_name_max_length: number
  /** how many offending keywords a message names before "…" */
  listed_words: number
  /** localhost and IP literals may be project URLs */
  allow_private_hosts: boolean
}

export interface Constants {
  countries: Country[]
  languages: Option[]
  positions: Option[]
  industries: Option[]
  /** reCAPTCHA v3 site key for sign-in and sign-up; null when the server checks no bot token */
  recaptcha_site_key: string | null
  project_rules: ProjectRules
}

export type OperationStatus = 'in_progress' | 'completed' | 'failed'

/** An entry of the operation history (GET /operation_history): a long job a user started. */
export interface Operation {
  id: number
  type: string
  status: OperationStatus
  progress: number
  site_id: number | null
  created_at: string
  completed_at: string | null
  /** The history's own fields (GET /operation_history), texts in the request's language. */
  site?: { id: number; name: string; domain: string } | null
  summary?: string | null
  reason?: string | null
  reason_code?: string | null
  /** the console path of the job's result */
  link?: string | null
}
