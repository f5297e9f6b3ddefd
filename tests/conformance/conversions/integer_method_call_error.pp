notice(Integer.new('x'))
