notice('first')
resources { 'bogus': purge => true }
