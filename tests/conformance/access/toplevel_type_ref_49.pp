notify { 'x': }
::Notify['x'] { message => 'o' }
