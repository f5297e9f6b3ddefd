@package { 'x': ensure => present }
@package { 'y': ensure => absent }
Package <| ensure == present |>
