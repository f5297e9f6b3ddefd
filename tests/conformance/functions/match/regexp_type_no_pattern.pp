match('abc', Regexp)
