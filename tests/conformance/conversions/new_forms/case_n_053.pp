notice(String.new([1,2], '%(a'))
