file { '/x': audit => ['mode', 'owner', 'nope'] }
