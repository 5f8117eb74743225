// The cards' price format lives in shared/: the server's link previews use it too.
export { formatPrice } from '../../../shared/formatPrice';
