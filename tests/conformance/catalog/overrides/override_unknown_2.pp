File['/nope'] { mode => '0644' }
notice('end')
