/**
 * The panel's code (its conversation, history, the drawer and the dialog machinery under them)
 * loads with the first open: the shell's button is in the first load, the panel is not.
 */
export const loadAssistantPanel = () => import('./AssistantPanel');
