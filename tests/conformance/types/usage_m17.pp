notice(Init[Integer]('12')) notice(Init[Array[Integer]]([1])) notice('12' =~ Init[Integer])
