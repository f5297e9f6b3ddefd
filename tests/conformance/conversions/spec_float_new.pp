# spec "Float.new": integers gain .0, booleans are 1.0 / 0.0, hex and binary prefixes are
# understood but not octal
notice(Float(3))
notice(Float(true))
notice(Float(false))
notice(Float('0x10'))
notice(Float('0b101'))
notice(Float('010'))
notice(Float('3.0e2'))
notice(Float(3) =~ Float)
