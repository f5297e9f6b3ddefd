notice(Float.new('5.'))
