notice(Integer =~ Type['::Integer'])
