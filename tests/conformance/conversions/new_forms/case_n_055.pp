notice(String.new('a', '%p'))
