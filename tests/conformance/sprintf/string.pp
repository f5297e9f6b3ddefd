notice(sprintf('%s|%5s|%-5s|%.2s|%5.1s|%05s|%+s|% s|%#s', 'ab', 'ab', 'ab', 'abc', 'abc', 'ab', 'ab', 'ab', 'ab'))
notice(sprintf('%-6s|%6s|%.2s', '\u00e9t\u00e9', '\u00e9t\u00e9', '\u00e9t\u00e9'))
