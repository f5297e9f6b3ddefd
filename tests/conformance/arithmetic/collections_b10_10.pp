$a = [1,2]
notice(max(*$a, 5))
