$t = 'tag'
$want = ['two', 'four']
@notify { 'a': tag => ['one', 'two'] }
@notify { 'b': tag => 'three' }
@notify { 'c': tag => 'four' }
Notify <| $t == $want |>
