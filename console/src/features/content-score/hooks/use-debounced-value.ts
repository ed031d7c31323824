import { useEffect, useState } from 'react'

/** `value` once it has not changed for `delayMs` (at once when `delayMs` is 0). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled(value)
      return
    }
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return delayMs <= 0 ? value : settled
}
