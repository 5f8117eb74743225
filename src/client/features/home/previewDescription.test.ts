import { previewCategoryDescription } from './previewDescription';

describe('previewCategoryDescription', () => {
  const ofLength = (length: number) => 'a'.repeat(length);

  it('keeps a 99-character description whole', () => {
    expect(previewCategoryDescription(ofLength(99))).toBe(ofLength(99));
  });

  it('keeps a 100-character description whole, without an ellipsis', () => {
    expect(previewCategoryDescription(ofLength(100))).toBe(ofLength(100));
  });

  it('cuts a 101-character description to its first 100 characters followed by "..."', () => {
    const description = `${ofLength(100)}b`;
    expect(previewCategoryDescription(description)).toBe(`${ofLength(100)}...`);
  });
});
