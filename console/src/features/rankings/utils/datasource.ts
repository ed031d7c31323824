// The site audit's grids still import these here; they read them from @/lib/rank-datasource once they
// move (features do not import each other).
export { BLOCK_SIZE, lastRow } from '@/lib/rank-datasource'
