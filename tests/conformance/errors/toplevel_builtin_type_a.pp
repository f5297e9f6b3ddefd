::notify { 'n': }
