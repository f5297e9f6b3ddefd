notice(Integer.new('0x'))
