$x = [notify { 'a': }]
notice($x)
