import { describe, expect, it } from 'vitest'
import { teamMembers } from './team-members'

describe('teamMembers', () => {
  it('lists everyone but me once, with each shared project and role', () => {
    const found = teamMembers(
      [
        {
          site: { id: 1, name: '官網' },
          members: [
            { user_id: 7, email: 'me@example.com', name: '我', role: 'owner' },
            { user_id: 9, email: 'bo@example.com', name: 'Bo', role: 'manager' },
          ],
        },
        {
          site: { id: 2, name: 'Shop' },
          members: [
            { user_id: 3, email: 'amy@example.com', name: null, role: 'owner' },
            { user_id: 7, email: 'me@example.com', name: '我', role: 'viewer' },
            { user_id: 9, email: 'bo@example.com', name: 'Bo', role: 'viewer' },
          ],
        },
      ],
      7,
    )
    expect(found).toEqual([
      { user_id: 3, email: 'amy@example.com', name: null, projects: [{ id: 2, name: 'Shop', role: 'owner' }] },
      {
        user_id: 9,
        email: 'bo@example.com',
        name: 'Bo',
        projects: [
          { id: 1, name: '官網', role: 'manager' },
          { id: 2, name: 'Shop', role: 'viewer' },
        ],
      },
    ])
  })

  it('is empty when nobody else is in my projects', () => {
    expect(teamMembers([{ site: { id: 1, name: 'a' }, members: [{ user_id: 7, email: 'x@y.jp', name: null, role: 'owner' }] }], 7)).toEqual([])
  })
})
