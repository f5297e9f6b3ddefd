@notify { 'v1': }
@notify { 'v2': tag => 'foo' }
@@notify { 'e1': }
realize(Notify['v1'])
Notify <| tag == 'foo' |>
notice(defined(Notify['e1']))
