@notify { 'a': message => 'present' }
@notify { 'b': message => 'absent' }
Notify <| message == present |>
