notice(Numeric('1e3'))
notice(Numeric('0x1f'))
notice(Numeric(' 1'))
