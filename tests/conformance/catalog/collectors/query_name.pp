@notify { 'a': }
@notify { 'b': name => 'bee' }
@notify { 'c': }
Notify <| name == 'a' or name == 'bee' |>
