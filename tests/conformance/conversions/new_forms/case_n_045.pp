notice(Numeric.new('-0x10'))
