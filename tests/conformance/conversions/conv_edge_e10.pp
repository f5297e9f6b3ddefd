notice(Numeric('1E+5'))
