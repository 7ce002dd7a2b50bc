/** Detail and review edit dialogs are 500 px wide, narrower only on small screens. */
export const PRODUCT_DIALOG_WIDTH = 500

export const dialogPaperProps = {
  paper: { sx: { width: PRODUCT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } },
}
