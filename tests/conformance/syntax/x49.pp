notice(Float('1e3'), Numeric('0x1F'), Numeric('1.5'))
