notice(camelcase('foo__bar'))
