// The page audit screens still import the frame here; they read it from @/components/project-frame once
// they move (features do not import each other).
export { ProjectFrame } from '@/components/project-frame'
