$a = [1, 'two', [3]]
notice("$a")
