resources { 'user': purge => true, unless_uid => true }
