$a = ['m', 'n']
@notify { 'a': message => 'n' }
@notify { 'b': message => 'm' }
Notify <| message == $a[1] |>
