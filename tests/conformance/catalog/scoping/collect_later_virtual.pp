Notify <| tag == 'late' |>
@notify { 'x': tag => 'late' }
notice('ok')
