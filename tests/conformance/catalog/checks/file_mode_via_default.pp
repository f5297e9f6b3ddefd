File { mode => '0o644' }
file { '/tmp/x': }
