notify { 'Hello': }
notify { 'hello': }
notice('ok')
