@notify { 'a': }
Notify <| message == 'x' |>
Notify <| nonexist == 'x' |>
notice('ok')
