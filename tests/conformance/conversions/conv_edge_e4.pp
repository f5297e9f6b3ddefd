notice(Float('0x1.8p1'))
