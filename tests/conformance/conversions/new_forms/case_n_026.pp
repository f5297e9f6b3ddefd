notice(Integer.new('10', 7))
