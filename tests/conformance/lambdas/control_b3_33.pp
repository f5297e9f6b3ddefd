notice(Integer.new('5') + 1)
notice(Integer('0b101'))
notice(Integer('1_000'))
