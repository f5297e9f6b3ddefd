notice(Float.new('0b101'))
