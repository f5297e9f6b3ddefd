notice(Numeric('1e400'))
