notice(Integer.new('z', 36))
