$r = /^m/
@notify { 'a': message => ['mx', 'n'] }
@notify { 'b': message => 'mz' }
Notify <| message == $r |>
