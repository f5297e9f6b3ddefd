notice(Integer[1,10] == Integer[1,10])
notice(Array[Integer] == Array[Integer[default,default]])
notice(Pattern[/a/] == Pattern['a'])
