notify { 'x': }
Notify { message => 'late' }
notice(Notify['x'][message])
