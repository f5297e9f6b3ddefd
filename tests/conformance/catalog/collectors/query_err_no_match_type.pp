@file { '/tmp/a': }
Notify <| 1 == 'm' |>
notice('x')
