$t = Integer
@notify { 'a': message => ['mx', 3] }
@notify { 'b': message => 4 }
Notify <| message == $t |>
