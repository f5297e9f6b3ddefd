notice(Numeric('0.1e1'))
