@package { 'a': ensure => installed, tag => ['x'] }
@package { 'b': ensure => absent, tag => ['y'] }
@package { 'c': ensure => installed, tag => ['x', 'y'] }
Package <| (tag == 'x' and ensure == installed) or title == 'b' |>
Package <| ensure != absent |> { provider => 'apt' }
notice('ok')
