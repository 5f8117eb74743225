/** A button a toast offers beside its message: 'Pay now' after an order. */
export type ToastAction = { label: string; onClick: () => void };

type ToastWithActionProps = {
  message: string;
  action: ToastAction;
  /** react-toastify's: the action closes the toast as it runs. */
  closeToast?: () => void;
};

/** A toast's message with one button; the message reads first, as in any toast. */
export function ToastWithAction({ message, action, closeToast }: ToastWithActionProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span>{message}</span>
      <button
        type="button"
        className="btn btn-sm btn-success"
        onClick={() => {
          closeToast?.();
          action.onClick();
        }}
      >
        {action.label}
      </button>
    </div>
  );
}
