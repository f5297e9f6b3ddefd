notice(Numeric('-0x10', true))
