Notify <| title =~ 'x' |>
