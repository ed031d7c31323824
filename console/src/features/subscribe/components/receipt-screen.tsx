import { PrinterOutlined } from '@ant-design/icons'
import { Button, Descriptions, Result, Space, Spin, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { PdfDownload } from '@/components/pdf-download'
import { failureText } from '@/lib/failure-text'
import { usePrintReady } from '@/lib/print-ready'
import { formatNtd, invoiceNumber } from '@/lib/money'
import { type Receipt, receiptPdfPath, useReceipt } from '../api/get-payments'
import styles from './receipt.module.css'

const day = (value: string) => dayjs(value).format('YYYY/MM/DD')

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('subscribe')
  const { buyer, seller, invoice } = receipt
  const period = receipt.payment_type === 2 ? 'yearly' : 'monthly'
  const company = buyer.invoice.kind === 'company'
  return (
    <article className={styles.sheet} data-testid="receipt">
      <header className={styles.header}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('receipt.title')}
        </Typography.Title>
        <div className={styles.meta}>
          <div>{t('receipt.number', { number: receipt.number })}</div>
          <div>{t('receipt.date', { date: day(receipt.charged_at) })}</div>
        </div>
      </header>
      <Descriptions column={2} size="small" bordered className={styles.parties}>
        <Descriptions.Item label={t('receipt.seller')} span={2}>
          {seller.name}
          {seller.uniform_number && ` · ${t('receipt.uniformNumber', { number: seller.uniform_number })}`}
          {seller.address && ` · ${seller.address}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('receipt.buyer')} span={2}>
          {company ? `${buyer.invoice.company_title} · ${t('receipt.uniformNumber', { number: buyer.invoice.uniform_number })}` : buyer.name || buyer.email}
          {' · '}
          {buyer.email}
        </Descriptions.Item>
      </Descriptions>
      <table className={styles.items}>
        <thead>
          <tr>
            <th>{t('receipt.item')}</th>
            <th>{t('receipt.servicePeriod')}</th>
            <th className={styles.amount}>{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              RankLens {receipt.plan_name} · {t(`period.${period}`)} · {t('record.charges.period', { n: receipt.period })}
            </td>
            <td>
              {day(receipt.service_start)} – {day(receipt.service_end)}
            </td>
            <td className={styles.amount}>{formatNtd(receipt.list_amount)}</td>
          </tr>
          {receipt.discount > 0 && (
            <tr>
              <td colSpan={2}>{t('receipt.discount')}</td>
              <td className={styles.amount}>−{formatNtd(receipt.discount)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{t('receipt.total')}</td>
            <td className={styles.amount} data-total={receipt.amount}>
              {formatNtd(receipt.amount)}
            </td>
          </tr>
          <tr className={styles.tax}>
            <td colSpan={2}>{t('receipt.taxIncluded')}</td>
            <td className={styles.amount}>{formatNtd(receipt.tax)}</td>
          </tr>
        </tfoot>
      </table>
      <Descriptions column={1} size="small" className={styles.footer}>
        <Descriptions.Item label={t('receipt.paidBy')}>{t('receipt.card', { reference: receipt.reference })}</Descriptions.Item>
        <Descriptions.Item label={t('receipt.invoice')}>
          {invoice?.status === 'issued' && invoice.number
            ? t('receipt.invoiceIssued', { number: invoiceNumber(invoice.number), random: invoice.random_number ?? '' })
            : t(`record.charges.invoice.${invoice?.status ?? 'pending'}`)}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" className={styles.note}>
        {t('receipt.note')}
      </Typography.Paragraph>
    </article>
  )
}

/**
 * /subscribe-record/receipts/:paymentId in the Pdf layout: the receipt of one charge, to print from the browser
 * or download as the PDF the server's Chromium prints from this same page (data-pdf-ready once drawn).
 */
export function ReceiptScreen() {
  const { t } = useTranslation('subscribe')
  const raw = Number(useParams().paymentId)
  const paymentId = Number.isInteger(raw) && raw > 0 ? raw : null
  const receipt = useReceipt(paymentId)
  const failed = paymentId === null || receipt.isError
  const ready = usePrintReady(receipt.data !== undefined)
  return (
    <div data-pdf-ready={ready ? 'true' : undefined} data-pdf-error={failed ? 'true' : undefined}>
      <Space className={styles.toolbar} wrap>
        <Link to="/subscribe-record">{t('receipt.back')}</Link>
        {receipt.data && (
          <>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
            <PdfDownload path={receiptPdfPath(paymentId!)} fileName={`receipt-${receipt.data.number}.pdf`} />
          </>
        )}
      </Space>
      {failed ? (
        <Result status="warning" title={t('receipt.loadFailed')} subTitle={failureText(receipt.error, '')} />
      ) : receipt.data ? (
        <ReceiptSheet receipt={receipt.data} />
      ) : (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      )}
    </div>
  )
}
