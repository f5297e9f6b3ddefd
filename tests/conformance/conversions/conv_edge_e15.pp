notice(Numeric('  3.5'))
