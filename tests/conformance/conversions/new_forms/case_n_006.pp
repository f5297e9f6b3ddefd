notice(Integer.new('0b11', 2))
