notice(match('abc', Regexp[/c/]))
