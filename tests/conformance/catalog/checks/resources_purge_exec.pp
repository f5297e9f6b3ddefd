resources { 'exec': purge => 'yes' }
