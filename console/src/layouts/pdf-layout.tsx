import { Outlet } from 'react-router-dom'
import styles from './pdf-layout.module.css'

/** Pages rendered for PDF export: white, A4 wide, nothing interactive around them. */
export function PdfLayout() {
  return (
    <div className={styles.page}>
      <Outlet />
    </div>
  )
}
