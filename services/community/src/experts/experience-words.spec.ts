import { countWords, MAX_EXPERIENCE_WORDS } from './experience-words';

describe('counting the words of an expert’s work experience', () => {
  it('counts each Chinese character as a word, as a 字 limit does', () => {
    expect(countWords('十年英超数据分析经验')).toBe(10);
    expect(countWords('曾任职于体育媒体，负责赛前分析。')).toBe(14);
  });

  it('counts English words between spaces and punctuation, keeping contractions and hyphens whole', () => {
    expect(countWords('Ten years of Premier League data work.')).toBe(7);
    expect(countWords("I've written well-known previews, 3 books")).toBe(6);
    expect(countWords('   ')).toBe(0);
  });

  it('counts Vietnamese by its space-separated words, with diacritics composed or not', () => {
    expect(countWords('Tôi có mười năm kinh nghiệm phân tích bóng đá')).toBe(10);
    expect(countWords('Bo\u0302\u0300 Đào Nha')).toBe(3);
  });

  it('adds mixed text up', () => {
    expect(countWords('曼联 Manchester United 2-1')).toBe(2 + 2 + 1);
  });

  it('puts the limit at 200', () => {
    expect(MAX_EXPERIENCE_WORDS).toBe(200);
    expect(countWords('字'.repeat(200))).toBe(200);
    expect(countWords(Array.from({ length: 201 }, () => 'word').join(' '))).toBe(201);
  });
});
