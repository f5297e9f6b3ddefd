notice(Integer.new('5_'))
