[File, Exec] .each |$t| { notice($t) }
File { mode => '0644' }
Exec { path => '/bin' }
file { '/tmp/z': }
notice(File['/tmp/z'][mode])
