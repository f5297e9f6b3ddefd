notice(Integer.new("1.5"))
