notice(new(Integer, '0x10'))
notice(Integer.new('7'))
