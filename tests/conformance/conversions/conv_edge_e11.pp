notice(Numeric('1e-5'))
