notice(Numeric('09'))
