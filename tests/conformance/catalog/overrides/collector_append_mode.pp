file { '/tmp/x': ensure => file, mode => '0644' }
File <| title == '/tmp/x' |> { mode +> '0600' }
notice('ok')
