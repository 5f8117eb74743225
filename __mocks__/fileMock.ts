// Imported image files resolve to their name, which is all a test can usefully see.
export default 'test-file-stub';
