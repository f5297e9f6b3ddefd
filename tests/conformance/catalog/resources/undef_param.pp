notify { 'a': message => undef, withpath => true }
notice(Notify['a'][message])
