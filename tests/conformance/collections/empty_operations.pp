notice([] + [])
notice({} + {})
notice([] - 1)
notice({} - a)
