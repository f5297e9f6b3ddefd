notice(Integer.new('0', 8))
