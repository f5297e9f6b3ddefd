notice(type('abc'))
