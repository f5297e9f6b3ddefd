notice(Float.new('1_000.5'))
