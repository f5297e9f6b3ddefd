@file { '/tmp/a': owner => 'root', mode => '0644' }
@file { '/tmp/b': owner => 'root', mode => '0600' }
@file { '/tmp/c': owner => 'bob', mode => '0644' }
@file { '/tmp/d': owner => 'root', mode => '0755' }
File <| owner == 'root' and (mode == '0644' or mode == '0600') |>
