@notify { 'a': message => ['m', 'n'] }
Notify <| message == ['m', 'n'] |> { withpath => true }
notice(Notify['a'][withpath])
