notice(Numeric('0e1'))
