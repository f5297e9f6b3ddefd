notice('a' =~ Callable)
notice(Integer =~ Callable)
notice([1] =~ Callable[1,1])
