resources { 'nosuchtype': purge => true }
