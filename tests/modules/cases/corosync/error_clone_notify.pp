cs_clone { 'c': primitive => 'p', notify_clones => 'yes' }
