notify { 'plain': message => 'p' }
Notify <| title == 'plain' |> { message => 'changed' }
notice(Notify['plain'][message])
