resources { 'user': purge => true, unless_system_user => true }
resources { 'Group': purge => false }
notice('ok')
