import { previewBookDescription } from './previewBookDescription';

describe('previewBookDescription', () => {
  const ofLength = (length: number) => 'a'.repeat(length);

  it('cuts a long description to its first 97 characters followed by "..."', () => {
    expect(previewBookDescription(`${ofLength(97)}TAIL`)).toBe(`${ofLength(97)}...`);
  });

  it('keeps exactly 97 characters and adds "..."', () => {
    expect(previewBookDescription(ofLength(97))).toBe(`${ofLength(97)}...`);
  });

  it('adds "..." to a short description too, as the spec words it', () => {
    expect(previewBookDescription('A classic.')).toBe('A classic....');
  });

  it('counts characters, not words', () => {
    const description = 'word '.repeat(30);
    expect(previewBookDescription(description)).toHaveLength(100);
  });
});
