notice(1 =~ type(1))
