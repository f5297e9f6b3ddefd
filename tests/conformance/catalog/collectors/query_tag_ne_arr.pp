@notify { 'a': tag => ['one'] }
@notify { 'b': tag => 'one' }
Notify <| tag != ['one'] |>
