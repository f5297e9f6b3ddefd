@file { '/a': ensure => file }
@file { '/b': ensure => file }
File <| |> { mode => '0640' }
notice(File['/a']['mode'])
