$v = Notify { message => 'd' }
notice($v)
