import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { i18n } from '@/lib/i18n'
import { DocumentFieldsForm } from '../components/document-fields-form'
import { fieldsOf, type SharedFields } from './doc-layout'
import { useDocumentFields } from './use-document-fields'

const LOADED: SharedFields = { keyword: '黑木耳', title: '舊標題', description: '' }

function BoundFields({ doc, save, label }: { doc: Y.Doc | null; save: (patch: Partial<SharedFields>) => void; label: string }) {
  const [values, change] = useDocumentFields(LOADED, doc, save)
  return (
    <section aria-label={label}>
      <DocumentFieldsForm values={values} onChange={change} />
    </section>
  )
}

/** Two replicas kept in step the way the server relays updates (all but the update's own origin). */
function linkedDocs(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc()
  const b = new Y.Doc()
  a.on('update', (update: Uint8Array, origin: unknown) => origin !== 'relay' && Y.applyUpdate(b, update, 'relay'))
  b.on('update', (update: Uint8Array, origin: unknown) => origin !== 'relay' && Y.applyUpdate(a, update, 'relay'))
  return [a, b]
}

const titleIn = (label: string) =>
  screen.getByRole('region', { name: label }).querySelector<HTMLInputElement>('input[placeholder^="The article"]')!

beforeEach(async () => {
  await i18n.changeLanguage('en')
})
afterEach(cleanup)

describe('useDocumentFields', () => {
  it('co-editing: a title typed in one editor shows in the other, and nothing is saved by PATCH', () => {
    const [a, b] = linkedDocs()
    const save = vi.fn()
    render(
      <>
        <BoundFields doc={a} save={save} label="A" />
        <BoundFields doc={b} save={save} label="B" />
      </>,
    )
    expect(titleIn('B').value).toBe('舊標題')
    fireEvent.change(titleIn('A'), { target: { value: '黑木耳飲推薦' } })
    expect(fieldsOf(b).get('title')).toBe('黑木耳飲推薦')
    expect(titleIn('B').value).toBe('黑木耳飲推薦')
    expect(save).not.toHaveBeenCalled()
  })

  it('co-editing: a remote change arriving later (another replica) updates the bound input', () => {
    const [a, b] = linkedDocs()
    render(<BoundFields doc={b} save={vi.fn()} label="B" />)
    act(() => fieldsOf(a).set('title', '遠端標題'))
    expect(titleIn('B').value).toBe('遠端標題')
  })

  it('not shared: a change goes to the autosave', () => {
    const save = vi.fn()
    render(<BoundFields doc={null} save={save} label="A" />)
    fireEvent.change(titleIn('A'), { target: { value: '新標題' } })
    expect(save).toHaveBeenCalledWith({ title: '新標題' })
    expect(titleIn('A').value).toBe('新標題')
  })
})
