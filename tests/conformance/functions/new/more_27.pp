notice(String.new(42))
