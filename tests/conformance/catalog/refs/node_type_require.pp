notify { 'a': require => Node['x'] }
notice('end')
