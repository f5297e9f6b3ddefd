@notify { 'a': tag => ['one', 'two'] }
@notify { 'b': tag => ['three'] }
Notify <| 'tag' == 'two' or 'TAG' == 'three' |>
