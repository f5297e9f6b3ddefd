notice(Integer =~ Type[::Integer])
