/** The modal's media: at most the dialog's width and about half the screen's height, its proportions kept. */
export const modalMediaStyle = {
  display: 'block',
  margin: '0 auto',
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: '55vh',
} as const;
