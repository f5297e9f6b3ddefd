Notify <| title =~ 'a' |>
