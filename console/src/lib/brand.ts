/** The brand's teal: antd's primary colour (app/theme.ts) and the grids' accent (components/data-grid.tsx). */
export const PRIMARY_COLOR = '#00b1c8'
