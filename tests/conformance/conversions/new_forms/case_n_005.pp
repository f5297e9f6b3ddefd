notice(Integer.new('0xff', 16))
