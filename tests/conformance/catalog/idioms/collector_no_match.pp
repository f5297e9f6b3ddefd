Notify <| title == 'none' |> { message => 'x' }
notice('fine')
