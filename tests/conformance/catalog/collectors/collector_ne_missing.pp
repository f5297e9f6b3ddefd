@file { '/tmp/a': owner => 'root' }
@file { '/tmp/b': }
File <| owner != 'root' |>
