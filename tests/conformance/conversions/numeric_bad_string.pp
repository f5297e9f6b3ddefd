notice(Numeric('abc'))
