notice(Type[Integer] =~ Type[Type]) notice(Integer =~ Type[Integer]) notice(Integer[1] =~ Type[Integer])
