File { mode => '0644' }
define d() { File { mode => '0600' } file { "/tmp/${title}": } }
d { 'a': }
file { '/tmp/top': }
notice(File['/tmp/a'][mode], File['/tmp/top'][mode])
