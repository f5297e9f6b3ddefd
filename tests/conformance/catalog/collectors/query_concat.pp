$s = 'm'
@notify { 'a': message => 'mm' }
@notify { 'b': message => 'm' }
Notify <| message == "${s}m" |>
