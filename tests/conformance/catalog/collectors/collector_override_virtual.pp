@package { 'tool': ensure => '1.0' }
@package { 'other': ensure => '2.0' }
Package <| title == 'tool' |> { ensure => latest }
