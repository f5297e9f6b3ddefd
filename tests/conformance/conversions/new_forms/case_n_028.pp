notice(Integer.new('10', 'x'))
