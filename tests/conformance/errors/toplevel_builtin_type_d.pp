@notify { 'v': }
::Notify <| title == 'v' |>
notice('ok')
