define grab($want) {
  Notify <| message == $want |>
}
@notify { 'a': message => 'm' }
@notify { 'b': message => 'n' }
grab { 'g': want => 'n' }
