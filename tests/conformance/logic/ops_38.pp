notice(Integer =~ Type)
