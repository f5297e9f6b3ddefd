resources { 'user': purge => true, unless_system_user => 'abc' }
