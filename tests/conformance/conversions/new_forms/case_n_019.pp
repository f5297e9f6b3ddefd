notice(Integer.new('12abc'))
