notice(Integer.new(''))
