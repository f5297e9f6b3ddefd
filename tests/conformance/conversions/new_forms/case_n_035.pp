notice(Float.new('NaN'))
