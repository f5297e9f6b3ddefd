::Notify { message => 'm' }
notify { 'x': }
