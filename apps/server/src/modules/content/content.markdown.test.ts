import { describe, expect, it } from 'vitest';
import { plainTextOf, renderMarkdown } from './content.markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and tables', () => {
    expect(renderMarkdown('# Margin\n\nYou **pay** a *part*.\n\n- one\n- two')).toBe(
      '<h2>Margin</h2>\n<p>You <strong>pay</strong> a <em>part</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
    expect(renderMarkdown('| a | b |\n|---|--:|\n| 1 | 2 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th>a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n<td align="right">2</td>\n</tr>\n</tbody></table>',
    );
  });

  it('drops script elements with their content', () => {
    expect(renderMarkdown('Hello <script>alert(1)</script> world')).toBe('<p>Hello  world</p>');
    expect(renderMarkdown('<script>\nfetch("/api/user/info")\n</script>')).toBe('');
  });

  it('drops inline event handlers and images from other schemes', () => {
    expect(renderMarkdown('<img src="x" onerror="alert(1)">')).toBe('<img src="x" />');
    expect(renderMarkdown('<img src="javascript:alert(1)" onload="alert(2)" alt="a">')).toBe(
      '<img alt="a" />',
    );
    expect(renderMarkdown('<p onclick="steal()">Tap</p>')).toBe('<p>Tap</p>');
  });

  it('removes javascript: and data: hrefs, in Markdown and in raw HTML, however spelt', () => {
    expect(renderMarkdown('[tap](javascript:alert(1))')).toBe('<p><a>tap</a></p>');
    expect(renderMarkdown('<a href="JaVaScRiPt:alert(1)">tap</a>')).toBe('<p><a>tap</a></p>');
    expect(renderMarkdown('<a href="jav&#x09;ascript:alert(1)">tap</a>')).toBe('<p><a>tap</a></p>');
    expect(renderMarkdown('[tap](data:text/html;base64,PHNjcmlwdD4=)')).toBe('<p><a>tap</a></p>');
  });

  it('opens links to other sites in a new window without access to the app', () => {
    expect(renderMarkdown('[site](https://example.com/a)')).toBe(
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    );
    // An author's own target or rel is replaced.
    expect(renderMarkdown('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
  });

  it('keeps in-app links in the same window', () => {
    expect(renderMarkdown('[help](#/pages/wode/helpCenter)')).toBe(
      '<p><a href="#/pages/wode/helpCenter">help</a></p>',
    );
  });

  it('drops iframes, styles and forms', () => {
    expect(
      renderMarkdown(
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="/x"><input name="p"></form>ok',
      ),
    ).toBe('ok');
  });
});

describe('plainTextOf', () => {
  it('keeps the words, one space between blocks, entities decoded', () => {
    expect(plainTextOf(renderMarkdown('## Fees & margin\n\nA < B.\n\n- one\n- two'))).toBe(
      'Fees & margin A < B. one two',
    );
  });
});
