notice(Integer.new('_5'))
