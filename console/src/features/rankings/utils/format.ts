// The audit screens (site audit, page audit) still import these here; they read them from
// @/lib/rank-format once they move (features do not import each other).
export { readableUrl, shortUrl } from '@/lib/rank-format'
