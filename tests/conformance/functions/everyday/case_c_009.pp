notice(camelcase('foo bar'))
