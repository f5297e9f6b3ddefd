class sel($attr = 'message', $val = 'm') {
  Notify <| $attr == $val |> { loglevel => 'info' }
}
@notify { 'a': message => 'm' }
@notify { 'b': message => 'n' }
include sel
