resources { 'user': purge => ['true'] }
