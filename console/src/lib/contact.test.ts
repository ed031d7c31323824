import { describe, expect, it } from 'vitest'
import { contactInitialValues, contactPayload } from './contact'

describe('contactPayload', () => {
  it('trims every field and sends blank optional ones as null', () => {
    expect(
      contactPayload({
        name: '  王小明 ',
        email: ' ming@example.com\n',
        phone: '   ',
        company: '',
        website: ' https://beauty.example.com ',
        message: '\n想提升「保濕精華」的排名\n也想規劃改版 SEO\n',
      }),
    ).toEqual({
      name: '王小明',
      email: 'ming@example.com',
      phone: null,
      company: null,
      website: 'https://beauty.example.com',
      message: '想提升「保濕精華」的排名\n也想規劃改版 SEO',
    })
  })

  it('sends missing required fields as empty text for the server to name', () => {
    expect(contactPayload({})).toEqual({
      name: '',
      email: '',
      phone: null,
      company: null,
      website: null,
      message: '',
    })
  })
})

describe('contactInitialValues', () => {
  it('starts from the signed-in user and an optional message', () => {
    const user = { name: null, email: 'aki@example.jp', phone: null }
    expect(contactInitialValues(user)).toEqual({ name: '', email: 'aki@example.jp', phone: '', message: '' })
    expect(contactInitialValues({ ...user, name: 'Aki', phone: '090-1234-5678' }, 'Advanced, yearly')).toEqual({
      name: 'Aki',
      email: 'aki@example.jp',
      phone: '090-1234-5678',
      message: 'Advanced, yearly',
    })
  })
})
