notice(default / true)
notice(3.0e-1 / /a/ !~ $b)
