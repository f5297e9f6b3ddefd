notice(Numeric("0x10"))
