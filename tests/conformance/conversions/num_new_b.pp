notice(Numeric('08'))
