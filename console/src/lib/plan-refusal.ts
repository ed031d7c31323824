/** The plan refusals of SPEC §6/§8: 403 (the plan lacks the feature) and 429 (the month's allowance is
 * used up) both offer an upgrade. */
export function isPlanRefusal(status: number | undefined, code: string | undefined): boolean {
  return (status === 403 && code === 'plan.feature_unavailable') || (status === 429 && code === 'plan.limit_reached')
}
