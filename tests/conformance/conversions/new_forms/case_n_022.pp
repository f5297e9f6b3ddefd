notice(Integer.new('1.0'))
