export { AddToListButton } from './add-to-list-button'
export { SendToProjectButton } from './send-to-project-button'
