notice(Numeric('0e0'))
