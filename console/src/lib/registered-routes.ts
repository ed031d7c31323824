/**
 * Which screens exist: menu entries and links to screens that a later release adds stay hidden
 * until their route is registered.
 */
import { createContext, useCallback, useContext } from 'react'
import { matchesPattern } from './route-match'

export const RegisteredRoutesContext = createContext<string[]>([])

export function useHasScreen(): (path: string) => boolean {
  const patterns = useContext(RegisteredRoutesContext)
  return useCallback((path: string) => patterns.some((pattern) => matchesPattern(pattern, path)), [patterns])
}
