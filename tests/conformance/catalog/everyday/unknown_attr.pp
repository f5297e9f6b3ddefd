notify { 'x': mesage => 'typo' }
notice('after')
