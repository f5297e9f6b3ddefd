@notify { 'Abc': }
@notify { 'b': }
Notify <| title == 'abc' |>
