resources { 'user': purge => true, unless_system_user => 600, unless_uid => ['1000', 'x'] }
