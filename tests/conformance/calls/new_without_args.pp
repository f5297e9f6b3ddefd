notice(Integer.new)
