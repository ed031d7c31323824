/**
 * Every AG Grid of the console: the modules the grids use, registered once (a grid using an
 * unregistered feature logs AG Grid error #200 and drops it: cell styles, locale texts), and the
 * grid's own texts (loading, no rows, screen-reader labels) in the interface language.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RowApiModule,
  RowSelectionModule,
  themeQuartz,
  TooltipModule,
} from 'ag-grid-community'
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { PRIMARY_COLOR } from '@/lib/brand'

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  InfiniteRowModelModule,
  ColumnApiModule,
  RowSelectionModule,
  RowApiModule, // api.getRowNode: the ranking grid joins keyword figures to rows already shown
  TooltipModule,
  CellStyleModule,
  LocaleModule,
])

/** The AG Grid texts of common:grid (AG Grid's own keys), the no-rows text replaced by `empty`. */
export function useGridTexts(empty?: string): Record<string, string> {
  const { t } = useTranslation('common')
  return useMemo(() => {
    const texts = t('grid', { returnObjects: true }) as Record<string, string>
    return empty ? { ...texts, noRowsToShow: empty } : texts
  }, [t, empty])
}

/**
 * The console's grid look: the brand accent, the page's font, bold headers, rows of `rowHeight` px. Made
 * once per grid module (a theme object per render would restyle the grid each time).
 */
export function gridTheme(rowHeight: number, headerHeight?: number) {
  return themeQuartz.withParams({
    accentColor: PRIMARY_COLOR,
    fontFamily: 'inherit',
    headerFontWeight: 600,
    rowHeight,
    ...(headerHeight === undefined ? {} : { headerHeight }),
  })
}

export interface DataGridProps<T> extends AgGridReactProps<T> {
  /** what the grid says when it has no rows (else the common "nothing to show") */
  empty?: string
}

/**
 * AgGridReact with the console's texts. AG Grid reads its texts only when it starts, so a new
 * language (or a new no-rows text) starts the grid again; headers wrap rather than cut a word
 * ("Yester…"): English and Japanese names are longer than the Chinese ones.
 */
export function DataGrid<T>({ empty, defaultColDef, ...props }: DataGridProps<T>) {
  const { i18n } = useTranslation()
  const localeText = useGridTexts(empty)
  const columnDefaults = useMemo(() => ({ wrapHeaderText: true, autoHeaderHeight: true, ...defaultColDef }), [defaultColDef])
  return <AgGridReact<T> key={`${i18n.language}:${empty ?? ''}`} localeText={localeText} defaultColDef={columnDefaults} {...props} />
}
