type MyT = Integer[1,5]
notice(MyT)
notice(3 =~ MyT)
notice(Array[MyT])
