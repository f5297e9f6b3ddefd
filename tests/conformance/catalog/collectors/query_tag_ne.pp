@notify { 'a': tag => ['one'] }
@notify { 'b': tag => 'three' }
@notify { 'c': }
Notify <| tag != 'one' |>
