/**
 * Server-sent events read from a fetch body (EventSource only GETs; the writer's steps are POSTs): frames are
 * separated by a blank line, `event:` names one and `data:` carries its JSON.
 */
export interface StreamFrame {
  event: string
  data: unknown
}

/** The whole frames in `buffer`, and what is left of a frame still arriving. */
export function takeFrames(buffer: string): { frames: StreamFrame[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  const frames: StreamFrame[] = []
  for (const block of blocks) {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    }
    if (data.length) frames.push({ event, data: JSON.parse(data.join('\n')) })
  }
  return { frames, rest }
}
