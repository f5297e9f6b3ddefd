notice(Integer.new('5 '))
