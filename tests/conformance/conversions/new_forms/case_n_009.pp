notice(Integer.new('08', 10))
