@notify { 'a': name => 'alpha' }
@notify { 'b': }
Notify <| name == 'alpha' |>
