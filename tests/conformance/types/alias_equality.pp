type MyInt = Integer
notice(MyInt == Integer)
notice(Integer == MyInt)
notice(MyInt <= Integer)
notice(Integer <= MyInt)
notice([MyInt] == [Integer])
