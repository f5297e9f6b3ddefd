notify { 'a': message => 'orig' }
Notify <| title == 'a' |> { message => 'one' }
Notify <| title == 'a' |> { message => 'two' }
