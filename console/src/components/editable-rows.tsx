import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Tooltip, Typography } from 'antd'
import type { ReactNode } from 'react'
import styles from './editable-rows.module.css'

/** What the row lists of a form (competitors, recipients) are given by their screen. */
export interface RowListProps<Row> {
  rows: Row[]
  /** the new rows, and the fields whose server errors no longer apply */
  onChange: (rows: Row[], fields: string[]) => void
  errorOf: (field: string) => string | undefined
  touch: (field: string) => void
  maxRows: number
  disabled?: boolean
}

interface EditableRowsProps<Row> extends Omit<RowListProps<Row>, 'touch'> {
  /** the list's field name (`competitors`, `recipients`, `emails`): its error shows under the rows */
  listField: string
  /** the fields of row `index` (`competitors.2.name`, …) */
  rowFields: (index: number) => string[]
  /** what "add" appends, and what stays when the last row is removed */
  empty: Row
  rowClassName: string
  header?: ReactNode
  removeLabel: string
  addLabel: string
  /** the row's inputs; `change` replaces the row after an edit of `field` */
  renderRow: (row: Row, index: number, change: (row: Row, field: string) => void) => ReactNode
}

/** Editable rows with a remove button each, the list's error, and an add button up to `maxRows`. */
export function EditableRows<Row>({
  rows,
  onChange,
  maxRows,
  disabled,
  errorOf,
  listField,
  rowFields,
  empty,
  rowClassName,
  header,
  removeLabel,
  addLabel,
  renderRow,
}: EditableRowsProps<Row>) {
  const change = (index: number) => (next: Row, field: string) =>
    onChange(
      rows.map((row, i) => (i === index ? next : row)),
      [field, listField],
    )
  // removing a row shifts the rows under it: their server errors no longer apply
  const removeRow = (index: number) =>
    onChange(
      rows.length > 1 ? rows.filter((_, i) => i !== index) : [empty],
      rows.flatMap((_, i) => (i >= index ? rowFields(i) : [])).concat(listField),
    )
  const listError = errorOf(listField)

  return (
    <div>
      {header}
      <Form layout="vertical" requiredMark={false} component="div" disabled={disabled}>
        {rows.map((row, index) => (
          <div className={rowClassName} key={index}>
            {renderRow(row, index, change(index))}
            <Tooltip title={removeLabel}>
              <Button type="text" icon={<DeleteOutlined />} aria-label={removeLabel} onClick={() => removeRow(index)} />
            </Tooltip>
          </div>
        ))}
      </Form>
      {listError && (
        <Typography.Paragraph type="danger" className={styles.listError} role="alert">
          {listError}
        </Typography.Paragraph>
      )}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={disabled || rows.length >= maxRows}
        onClick={() => onChange([...rows, empty], [listField])}
      >
        {addLabel}
      </Button>
    </div>
  )
}
