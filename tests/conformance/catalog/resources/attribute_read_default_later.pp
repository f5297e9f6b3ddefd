notify { 'a': }
notice(Notify['a'][message])
Notify { message => 'late default' }
notice(Notify['a'][message])
