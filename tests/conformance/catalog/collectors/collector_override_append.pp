file { '/tmp/a': tag => ['web'], require => Package['x'] }
package { ['x', 'y']: }
File <| tag == 'web' |> { require +> Package['y'] }
