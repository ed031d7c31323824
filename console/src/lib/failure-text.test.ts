import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { failureText } from './failure-text'

describe('failureText', () => {
  it.each<[unknown, string]>([
    [new ApiError(403, 'project.not_creator', 'You are not the creator'), 'You are not the creator'],
    [new ApiError(429, 'plan.limit_reached', 'Usage reached'), 'Usage reached'],
    [
      new ApiError(422, 'validation.failed', 'Some fields are invalid', [
        { field: 'name', code: 'token.name_exists', message: 'token name exists' },
      ]),
      'token name exists',
    ],
    [new ApiError(0, 'network.failed', 'The network connection is unstable'), 'The network connection is unstable'],
    [new ApiError(500, 'server.unknown', 'An unknown error occurred'), 'Add Site Failed'],
    [new Error('boom'), 'Add Site Failed'],
  ])('%o → %s', (error, expected) => {
    expect(failureText(error, 'Add Site Failed')).toBe(expected)
  })
})
