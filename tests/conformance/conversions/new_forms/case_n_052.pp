notice(String.new(42, '%x'))
