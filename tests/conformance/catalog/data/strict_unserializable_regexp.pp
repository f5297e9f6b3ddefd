notify { 'a': message => /x/ }
notice('after')
