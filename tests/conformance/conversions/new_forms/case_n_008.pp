notice(Integer.new('08'))
