import { previewListingDescription } from './previewListingDescription';

describe('previewListingDescription', () => {
  const ofLength = (length: number) => 'a'.repeat(length);

  it('cuts a long description to its first 97 characters followed by "..."', () => {
    expect(previewListingDescription(`${ofLength(97)}TAIL`)).toBe(`${ofLength(97)}...`);
  });

  it('keeps exactly 97 characters and adds "..."', () => {
    expect(previewListingDescription(ofLength(97))).toBe(`${ofLength(97)}...`);
  });

  it('adds "..." to a short description too', () => {
    expect(previewListingDescription('A classic.')).toBe('A classic....');
  });

  it('counts characters, not words', () => {
    const description = 'word '.repeat(30);
    expect(previewListingDescription(description)).toHaveLength(100);
  });
});
