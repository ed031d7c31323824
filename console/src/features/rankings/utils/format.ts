// The page audit screens still import these here; they read them from @/lib/rank-format once they move
// (features do not import each other).
export { readableUrl, shortUrl } from '@/lib/rank-format'
