$u = undef
@notify { 'a': message => 'm' }
@notify { 'b': }
Notify <| message == $u |>
