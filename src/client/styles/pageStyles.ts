// The stylesheet of the pages with forms, tables and dialogs, as a module that routes.tsx
// fetches together with those pages (see bootstrapPages.scss).
import './bootstrapPages.scss';
