Notify { message => 'default' }
notify { 'a': }
notify { 'b': message => 'explicit' }
